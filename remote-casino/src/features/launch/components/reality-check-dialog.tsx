import type { ReactNode } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, PATHS, type PlaySession } from '@arcadia/shared';
import { formatElapsed, formatNet, netColor } from '../play-session';
import '../../../i18n/launch';
import '../play.css';

export interface RealityCheckDialogProps {
  opened: boolean;
  /** The session's figures; null when none could be read (the check is shown all the same). */
  figures: PlaySession | null;
  /** The time now, moving every second. */
  now: number;
  /** An answer is on its way: further clicks wait for it. */
  pending: boolean;
  onContinue: () => void;
  onLeave: () => void;
  /** Before the game history opens (the play modal closes itself). */
  onHistory?: () => void;
}

const stayOpen = () => undefined;

/**
 * The reality check: how long the session has lasted, its stakes, wins and net position, and an
 * answer the player must give. Neither Escape nor a click outside closes it: closing it without a
 * choice would leave the game refusing stakes with nothing said, so the only ways out are Continue,
 * Leave game and the game history.
 */
export function RealityCheckDialog({ opened, figures, now, pending, onContinue, onLeave, onHistory }: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation('casino');
  const language = i18n.language;
  const once = (action: () => void) => () => {
    if (!pending) action();
  };
  const elapsed = figures ? formatElapsed(now - Date.parse(figures.startedAt)) : null;
  return (
    <Modal
      opened={opened}
      onClose={stayOpen}
      title={t('session.checkTitle')}
      centered
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      trapFocus
      zIndex={400}
      radius="lg"
      size="sm"
      classNames={{ title: 'arc-reality-check__title' }}
    >
      <Stack gap="md" aria-busy={pending}>
        {figures && elapsed ? (
          <>
            <Text size="sm">{t('session.checkIntro', { elapsed })}</Text>
            <dl className="arc-reality-check__figures">
              <Figure label={t('session.elapsed')}>{elapsed}</Figure>
              <Figure label={t('session.stakes')}>{formatMoney(figures.stakes, language)}</Figure>
              <Figure label={t('session.wins')}>{formatMoney(figures.wins, language)}</Figure>
              <Figure label={t('session.net')}>
                <Text component="span" inherit c={netColor(figures.net)}>
                  {formatNet(figures.net, language)}
                </Text>
              </Figure>
            </dl>
          </>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('session.checkHold')}
        </Text>
        <Anchor component={Link} to={PATHS.gameHistory} onClick={onHistory} size="sm" c="yellow.4" className="arc-reality-check__history">
          <IconHistory size={16} aria-hidden />
          {t('session.history')}
        </Anchor>
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Button variant="default" radius="md" onClick={once(onLeave)}>
            {t('session.leave')}
          </Button>
          <Button color="yellow" c="dark.9" radius="md" onClick={once(onContinue)} data-autofocus>
            {t('session.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="arc-reality-check__figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
