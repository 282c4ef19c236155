import { Alert } from '@arcadia/ui/display';
import { Text } from '@arcadia/ui';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Exclusion } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

/** The time-out or self-exclusion that runs: what it is and until when. The player cannot end it early. */
export function ActiveExclusion({ exclusion }: { exclusion: Exclusion }) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const type = t(`responsibleGaming.exclusion.types.${exclusion.type}`);
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconLock size={20} />}
      title={t('responsibleGaming.exclusion.activeTitle')}
      role="region"
      aria-label={t('responsibleGaming.exclusion.activeTitle')}
      mb="md"
    >
      <Text size="sm" fw={700}>
        {exclusion.until
          ? t('responsibleGaming.exclusion.activeUntil', { type, until: formatDateTime(exclusion.until, i18n.language) })
          : t('responsibleGaming.exclusion.activeIndefinite', { type })}
      </Text>
      <Text size="sm" mt={4}>
        {t('responsibleGaming.exclusion.activeRules')}
      </Text>
    </Alert>
  );
}
