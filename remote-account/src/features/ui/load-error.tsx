import { LoadError as KitLoadError } from '@arcadia/ui/display';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n';

interface LoadErrorProps {
  /** The server's (or the client's) message. */
  message: string;
  onRetry: () => void;
}

/** A page section that failed to load: the kit's alert with the account's common title, the retry beside the reason. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return <KitLoadError inline radius="lg" title={t('loadFailed')} message={message} retryLabel={t('common:actions.retry')} onRetry={onRetry} />;
}
