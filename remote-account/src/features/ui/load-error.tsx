import { LoadError as SectionLoadError } from '@arcadia/shared';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n';

/** A dashboard section that failed to load, titled as every dashboard section's failure is. */
export function LoadError(props: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <SectionLoadError title={t('loadFailed')} {...props} />;
}
