import { useEffect, useState } from 'react';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@arcadia/ui';
import { IconGift, IconMessageCircle, IconTrophy, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DELAYS, DIALOG_OPENED_ARRIVAL, PATHS, closeDialog, eventBus, formatMoney, openDialog, useClaimTrialBonus, useGoTo, useTrialBonusAmount } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { FadeIn, goldButton } from '../../ui-kit';
import { fireConfetti } from '../lib/fire-confetti';

export interface CelebrationProps {
  /** Line under the title, e.g. 'Your account is ready.' */
  message: string;
  /** Ask the server for the trial bonus amount; false means the amount is 0 (bonus not wanted). */
  checkTrialBonus: boolean;
  /**
   * `offer`: without a bonus, Deposit and Live Chat (after registration);
   * `close`: a Close button instead (SMS verify dialog). @default 'offer'
   */
  variant?: 'offer' | 'close';
  /** Title. @default 'Congratulations' */
  title?: string;
}

/**
 * Congratulations screen: confetti 100 ms after it appears; a Yes
 * button claims the trial bonus when there is one, then the balance goes to the shell and every
 * dialog closes after 1 s.
 */
export function Celebration({ message, checkTrialBonus, variant = 'offer', title }: CelebrationProps) {
  const { t, i18n } = useTranslation(AUTH_NS);
  const goTo = useGoTo();
  const trial = useTrialBonusAmount({ enabled: checkTrialBonus });
  // null while the amount loads; a failed answer counts as no bonus
  const amount = !checkTrialBonus ? 0 : trial.isPending ? null : trial.isError ? 0 : Number(trial.data) || 0;
  const [claimed, setClaimed] = useState(false);
  const { claim, claiming } = useClaimTrialBonus({
    successText: t('celebration.claimed'),
    onSuccess: () => {
      fireConfetti();
      setClaimed(true);
    },
  });

  useEffect(() => {
    const timer = setTimeout(fireConfetti, DELAYS.confettiStartMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!claimed) return undefined;
    const timer = setTimeout(() => closeDialog(), DELAYS.closeAfterClaimMs);
    return () => clearTimeout(timer);
  }, [claimed]);

  return (
    <FadeIn grow>
      <Stack align="center" justify="center" gap="md" py="md" ta="center">
        <ThemeIcon size={88} radius={44} variant="gradient" gradient={{ from: '#f9dd7b', to: '#d4a017', deg: 135 }} c="#1a1405">
          {amount && amount > 0 ? <IconGift size={48} /> : <IconTrophy size={48} />}
        </ThemeIcon>
        <Title order={2} c="yellow.4">
          {title ?? t('celebration.title')}
        </Title>
        <Text size="lg">{message}</Text>

        {amount === null && <Loader size={35} color="yellow" aria-label={t('common.loading')} />}

        {amount !== null && amount > 0 && !claimed && (
          <>
            <Text c="gray.3">{t('celebration.trialOffer', { amount: formatMoney(amount, i18n.language) })}</Text>
            {/* Yes claims it at once, so its terms are stated before it. */}
            <Text size="sm" c="gray.5" maw={420} data-testid="trial-bonus-terms">
              {t('celebration.trialTerms')}
            </Text>
            <Group justify="center" w="100%">
              <Button {...goldButton} size="lg" miw={160} onClick={claim} loading={claiming}>
                {t('celebration.yes')}
              </Button>
              {variant === 'close' && (
                <Button variant="default" size="lg" onClick={() => closeDialog()}>
                  {t('common.close')}
                </Button>
              )}
            </Group>
          </>
        )}

        {claimed && (
          <Text fw={600} c="green.4">
            {t('celebration.claimed')}
          </Text>
        )}

        {amount === 0 && variant === 'offer' && (
          <>
            <Text c="gray.4">{t('celebration.noBonus')}</Text>
            <Group justify="center" w="100%" grow>
              <Button
                {...goldButton}
                leftSection={<IconWallet size={18} />}
                onClick={() => {
                  // The deposit dialog takes the celebration's place at once, while the deposit
                  // page loads under it: no moment without a dialog (the shell would fill it with
                  // its responsible-gaming note), and the page leaves the dialog be.
                  openDialog('deposit');
                  goTo(PATHS.deposit, DIALOG_OPENED_ARRIVAL);
                }}
              >
                {t('celebration.deposit')}
              </Button>
              <Button variant="outline" color="yellow" size="md" leftSection={<IconMessageCircle size={18} />}
                onClick={() => {
                  closeDialog();
                  eventBus.emit('livechat:open', {});
                }}
              >
                {t('celebration.liveChat')}
              </Button>
            </Group>
          </>
        )}

        {amount === 0 && variant === 'close' && (
          <Button {...goldButton} miw={160} onClick={() => closeDialog()}>
            {t('common.close')}
          </Button>
        )}
      </Stack>
    </FadeIn>
  );
}
