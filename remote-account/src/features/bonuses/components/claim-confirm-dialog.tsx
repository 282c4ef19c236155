import { Button, Group, Modal, Paper, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BonusOffer } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { BonusProductBadge } from './bonus-product-badge';

interface ClaimConfirmDialogProps {
  /** The offer being claimed; null keeps the dialog closed. */
  offer: BonusOffer | null;
  /** The player accepted the terms: send the request. */
  onAccept: (code: string) => void;
  onCancel: () => void;
}

/**
 * The offer's terms, shown before it is claimed: the request is sent only when the player
 * accepts them here.
 */
export function ClaimConfirmDialog({ offer, onAccept, onCancel }: ClaimConfirmDialogProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  return (
    <Modal opened={offer !== null} onClose={onCancel} title={t('bonuses.confirm.title')} centered radius="lg">
      {offer ? (
        <Stack gap="md">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Stack gap={2} miw={0}>
              <Text fw={700}>{offer.title}</Text>
              <Text fw={800} c="yellow.4">
                {formatMoney(offer.amount, i18n.language)}
              </Text>
            </Stack>
            <BonusProductBadge product={offer.product} />
          </Group>
          <Paper p="sm" radius="md" bg="dark.7" withBorder>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1} mb={4}>
              {t('bonuses.terms')}
            </Text>
            <Text size="sm" data-testid="claim-terms">
              {offer.terms}
            </Text>
          </Paper>
          <Text size="sm" c="dimmed">
            {t('bonuses.confirm.notice')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('bonuses.confirm.cancel')}
            </Button>
            <Button variant="gradient" gradient={{ from: 'yellow.5', to: 'orange.6', deg: 120 }} c="dark.9" onClick={() => onAccept(offer.code)}>
              {t('bonuses.confirm.accept')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
