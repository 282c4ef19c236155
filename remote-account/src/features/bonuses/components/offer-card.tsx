import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconCheck, IconLock, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import type { BonusOffer } from '@arcadia/shared';
import { BonusProductBadge } from './bonus-product-badge';

interface OfferCardProps {
  offer: BonusOffer;
  /** The player already asked for it (or has it): the button is disabled. */
  requested: boolean;
  /** The request for this offer is on its way. */
  pending: boolean;
  /** The player pressed Request: the page asks them to accept the terms first. */
  onRequest: (offer: BonusOffer) => void;
}

/**
 * An operator offer with its amount, the product it is tied to, its terms and the Request button.
 * An offer whose condition is not met yet (a deposit-match bonus before the deposit) says what is
 * missing, and its button is disabled.
 */
export function OfferCard({ offer, requested, pending, onRequest }: OfferCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const blocked = !requested && offer.available === false;
  return (
    <Paper
      radius="lg"
      p="lg"
      data-testid={`offer-${offer.code}`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid var(--mantine-color-dark-4)',
        background:
          'radial-gradient(110% 90% at 100% 0%, rgba(121, 80, 242, 0.18) 0%, rgba(121, 80, 242, 0) 60%), linear-gradient(160deg, var(--mantine-color-dark-6), var(--mantine-color-dark-7))',
      }}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Text fz={26} fw={800} lh={1.1} c="yellow.4" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(offer.amount)}
        </Text>
        <ThemeIcon variant="light" color="grape" radius="xl" size={34} style={{ flex: 'none' }}>
          <IconSparkles size={18} />
        </ThemeIcon>
      </Group>
      <Stack gap={4} mt="sm" mb="md" style={{ flex: 1 }}>
        {offer.product ? (
          <Group gap={6}>
            <BonusProductBadge product={offer.product} />
          </Group>
        ) : null}
        <Text fw={700}>{offer.title}</Text>
        <Text size="sm" c="dimmed">
          {offer.description}
        </Text>
        {offer.terms ? (
          <Text size="xs" c="gray.4" mt={4} data-testid={`offer-terms-${offer.code}`}>
            <Text span inherit fw={700} c="gray.2">
              {t('bonuses.terms')}:
            </Text>{' '}
            {offer.terms}
          </Text>
        ) : null}
        <Text size="xs" c="dark.2" ff="monospace" mt={2}>
          {t('bonuses.code', { code: offer.code })}
        </Text>
        {blocked && offer.requirement ? (
          <Group gap={6} wrap="nowrap" align="flex-start" mt={6} data-testid={`offer-requirement-${offer.code}`}>
            <IconLock size={16} style={{ flex: 'none', marginTop: 2 }} color="var(--mantine-color-yellow-4)" aria-hidden />
            <Text size="sm" c="yellow.2" fw={600}>
              {offer.requirement}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <Button
        fullWidth
        radius="xl"
        variant={requested ? 'default' : 'gradient'}
        gradient={{ from: 'yellow.5', to: 'orange.6', deg: 120 }}
        c={requested ? undefined : 'dark.9'}
        disabled={requested || blocked}
        loading={pending}
        leftSection={requested ? <IconCheck size={16} /> : undefined}
        onClick={() => onRequest(offer)}
      >
        {requested ? t('bonuses.alreadyRequested') : t('bonuses.request')}
      </Button>
    </Paper>
  );
}
