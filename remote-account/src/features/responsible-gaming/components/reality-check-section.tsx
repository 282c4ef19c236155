import { NativeSelect } from '@arcadia/ui/forms';
import { Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, setRealityCheckMinutes } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { useProtectionChange } from '../api/use-protection-change';
import { PageSection } from './page-section';

/** How often a logged-in session is interrupted by the reality check; a choice takes effect on saving. */
export function RealityCheckSection({ minutes }: { minutes: number }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const change = useProtectionChange(setRealityCheckMinutes, { successText: t('responsibleGaming.realityCheck.saved') });
  // While the change is on its way the select shows the choice, not the old value.
  const shown = change.isPending ? change.variables : minutes;
  return (
    <PageSection id="rg-reality-check" title={t('responsibleGaming.realityCheck.title')}>
      <SectionCard h="100%">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('responsibleGaming.realityCheck.text')}
          </Text>
          <NativeSelect
            label={t('responsibleGaming.realityCheck.label')}
            value={String(shown)}
            disabled={change.isPending}
            data={REALITY_CHECK_MINUTES.map((value) => ({ value: String(value), label: t('responsibleGaming.realityCheck.option', { count: value }) }))}
            onChange={(event) => change.mutate(Number(event.currentTarget.value))}
          />
        </Stack>
      </SectionCard>
    </PageSection>
  );
}
