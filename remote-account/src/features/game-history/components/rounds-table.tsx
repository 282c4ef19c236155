import { Fragment, useState } from 'react';
import { Table } from '@arcadia/ui/display';
import { Text, VisuallyHidden } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, GameRoundStatus, type GameRound } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { noWinYet, roundKey } from '../round-display';
import { SectionCard, SkeletonRows, TableScroll } from '../../ui';
import { GameCell } from './game-cell';
import { NetAmount } from './net-amount';
import { RoundActions } from './round-actions';
import { RoundStatusBadge } from './round-status-badge';
import { RoundToggle } from './round-toggle';

/** Row height of rows and skeletons alike, so the table does not move when the rows arrive. */
export const ROW_HEIGHT = 64;
const SKELETON_WIDTHS = [150, 90, 80, 80, 80, 90, 120, 0];
const COLUMNS = SKELETON_WIDTHS.length;

interface RoundsTableProps {
  /** The page's rounds; null while the first page loads. */
  rounds: GameRound[] | null;
  /** Rows shown while loading. */
  skeletonRows: number;
  /** Another page or filter is loading: the rows shown are the previous ones. */
  stale: boolean;
}

/** Desktop: the rounds as a table; a row opens to its bets and wins. */
export function RoundsTable({ rounds, skeletonRows, stale }: RoundsTableProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const money = (amount: number) => formatMoney(amount, i18n.language);

  return (
    <SectionCard p={0} style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-dark-4)' }}>
      <TableScroll minWidth={900} label={t('pages.gameHistory.title')}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-label={t('pages.gameHistory.title')}
          aria-busy={!rounds || stale}
          style={{ whiteSpace: 'nowrap', opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead bg="dark.8">
            <Table.Tr>
              <Table.Th>{t('gameHistory.columns.game')}</Table.Th>
              <Table.Th>{t('gameHistory.columns.provider')}</Table.Th>
              <Table.Th ta="right">{t('gameHistory.columns.stake')}</Table.Th>
              <Table.Th ta="right">{t('gameHistory.columns.win')}</Table.Th>
              <Table.Th ta="right">{t('gameHistory.columns.net')}</Table.Th>
              <Table.Th>{t('gameHistory.columns.status')}</Table.Th>
              <Table.Th>{t('gameHistory.columns.time')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('gameHistory.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rounds
              ? rounds.map((round) => {
                  const key = roundKey(round);
                  const expanded = open.has(key);
                  const listId = `round-actions-${key}`;
                  return (
                    <Fragment key={key}>
                      <Table.Tr
                        h={ROW_HEIGHT}
                        data-testid={`round-${round.roundId}`}
                        onClick={() => toggle(key)}
                        style={{ cursor: 'pointer' }}
                        bg={expanded ? 'dark.6' : undefined}
                      >
                        <Table.Td>
                          <GameCell round={round} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c="dimmed">
                            {round.providerName}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" ff="monospace" data-stake>
                            {money(round.stake)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm" ff="monospace" data-win>
                            {noWinYet(round) ? '—' : money(round.win)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <NetAmount net={round.net} open={round.status === GameRoundStatus.Processing} size="sm" />
                        </Table.Td>
                        <Table.Td>
                          <RoundStatusBadge status={round.status} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c="dimmed">
                            {formatDateTime(round.startedAt, i18n.language)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <RoundToggle round={round} expanded={expanded} controls={listId} onToggle={() => toggle(key)} />
                        </Table.Td>
                      </Table.Tr>
                      {expanded ? (
                        <Table.Tr bg="dark.8" data-testid={`round-${round.roundId}-actions`}>
                          <Table.Td colSpan={COLUMNS} px="xl" py="xs" style={{ whiteSpace: 'normal' }}>
                            <RoundActions round={round} id={listId} />
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  );
                })
              : <SkeletonRows rows={skeletonRows} widths={SKELETON_WIDTHS} height={ROW_HEIGHT} />}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </SectionCard>
  );
}
