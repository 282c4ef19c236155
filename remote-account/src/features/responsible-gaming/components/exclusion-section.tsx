import { SimpleGrid } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { selfExclude, SELF_EXCLUSION_MONTHS, startTimeout, TIMEOUT_HOURS, type Exclusion } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { lengthsThatExtend } from '../exclusion-lengths';
import { useNow } from '../hooks/use-now';
import { ActiveExclusion } from './active-exclusion';
import { ExclusionForm } from './exclusion-form';
import { PageSection } from './page-section';

/**
 * Time-out and self-exclusion. While one runs it is shown as it is, and only what would extend it is
 * offered (a form with nothing left to offer is not shown).
 */
export function ExclusionSection({ exclusion }: { exclusion: Exclusion | null }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const now = useNow(false);
  const timeouts = lengthsThatExtend('timeout', TIMEOUT_HOURS, exclusion, now);
  const selfExclusions = lengthsThatExtend('selfExclusion', SELF_EXCLUSION_MONTHS, exclusion, now);
  const forms = [
    timeouts.length ? <ExclusionForm key="timeout" kind="timeout" lengths={timeouts} start={startTimeout} /> : null,
    selfExclusions.length ? <ExclusionForm key="self" kind="selfExclusion" lengths={selfExclusions} start={selfExclude} /> : null,
  ].filter(Boolean);
  return (
    <PageSection id="rg-exclusion" title={t('responsibleGaming.exclusion.title')}>
      {exclusion ? <ActiveExclusion exclusion={exclusion} /> : null}
      {forms.length ? (
        <SimpleGrid cols={{ base: 1, lg: forms.length }} spacing="md">
          {forms}
        </SimpleGrid>
      ) : null}
    </PageSection>
  );
}
