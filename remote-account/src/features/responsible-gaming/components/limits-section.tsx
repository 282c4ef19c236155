import { SimpleGrid, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { LIMIT_TYPES, type ResponsibleGamingStatus } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { PageSection } from './page-section';
import { LimitTypeCard } from './limit-type-card';
import { DepositDecisionNotice } from './deposit-decision-notice';

/** The deposit, loss and stake limits, each by day, week and month, and the deposit-limit decision while it is open. */
export function LimitsSection({ status }: { status: ResponsibleGamingStatus }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <PageSection id="rg-limits" title={t('responsibleGaming.limits.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('responsibleGaming.limits.intro')}
      </Text>
      {status.depositLimitDecided ? null : <DepositDecisionNotice />}
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {LIMIT_TYPES.map((type) => (
          <LimitTypeCard key={type} type={type} limits={status.limits} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
