import { EmptyState } from '@arcadia/ui/display';
import { useState } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconGift, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard } from '../../ui';
import { useBonusList, useRequestBonus, useTrialBonusAmount, type BonusOffer, type BonusStatus } from '@arcadia/shared';
import { ClaimConfirmDialog } from './claim-confirm-dialog';
import { OfferCard } from './offer-card';
import { PlayerBonusRow } from './player-bonus-row';
import { TrialBonusCard } from './trial-bonus-card';

/** An offer is open while requested or active (the server allows one open bonus per offer); after that it may be asked for again. */
const OPEN_STATUSES: readonly BonusStatus[] = ['requested', 'active'];
const OFFER_COLS = { base: 1, sm: 2, xl: 3 };

/** `/dashboard/bonuses`: the player's bonuses with their state, the trial bonus and the operator's offers. */
export function BonusesPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const list = useBonusList();
  const trial = useTrialBonusAmount();
  // A request or a claim fetches the list and the trial amount again by itself (query invalidation).
  const { request, pendingCode } = useRequestBonus({ successText: t('bonuses.requestSuccess') });
  // The offer whose terms the player is reading; its request is sent only once they accept them.
  const [confirming, setConfirming] = useState<BonusOffer | null>(null);

  if (list.isError && !list.data) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;

  // Wait for both answers (or the trial's failure) before the first paint of content, so the trial card never pushes the list down.
  const trialAmount = typeof trial.data === 'number' ? trial.data : 0;

  if (trial.isPending || !list.data) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={150} radius="lg" />
        <SimpleGrid cols={OFFER_COLS} spacing="md">
          <Skeleton h={210} radius="lg" />
          <Skeleton h={210} radius="lg" />
        </SimpleGrid>
      </Stack>
    );
  }

  const { bonuses, offers } = list.data;
  const open = new Set(bonuses.filter((b) => OPEN_STATUSES.includes(b.status)).map((b) => b.code));

  return (
    <Stack gap="lg">
      {trialAmount > 0 ? <TrialBonusCard amount={trialAmount} /> : null}

      <SectionCard
        title={t('bonuses.mine')}
        aside={
          bonuses.length ? (
            <Text size="xs" c="dimmed" fw={700}>
              {bonuses.length}
            </Text>
          ) : null
        }
      >
        {bonuses.length ? (
          bonuses.map((bonus, index) => <PlayerBonusRow key={bonus.id} bonus={bonus} last={index === bonuses.length - 1} />)
        ) : (
          <EmptyState size="sm" py="lg" icon={<IconGift size={26} />} withIndicatorBackground description={t('bonuses.noBonuses')} />
        )}
      </SectionCard>

      <Stack gap="sm" component="section" aria-label={t('bonuses.offers')}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1} component="h2" m={0}>
          {t('bonuses.offers')}
        </Text>
        {offers.length ? (
          <SimpleGrid cols={OFFER_COLS} spacing="md">
            {offers.map((offer) => (
              <OfferCard
                key={offer.code}
                offer={offer}
                requested={open.has(offer.code)}
                pending={pendingCode === offer.code}
                onRequest={setConfirming}
              />
            ))}
          </SimpleGrid>
        ) : (
          <SectionCard>
            <EmptyState size="sm" py="lg" icon={<IconSparkles size={26} />} withIndicatorBackground description={t('bonuses.noOffers')} />
          </SectionCard>
        )}
      </Stack>

      <ClaimConfirmDialog
        offer={confirming}
        onCancel={() => setConfirming(null)}
        onAccept={(code) => {
          setConfirming(null);
          request(code);
        }}
      />
    </Stack>
  );
}
