import { Modal } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { closeDialog, useOpenDialog, type DialogName } from '@arcadia/shared';
import { RemoteUnavailable } from '../remotes';

export interface DialogsUnavailableProps {
  /** The dialogs the unreachable remote would have shown. */
  dialogs: readonly DialogName[];
  /** Loads the remote again. */
  retry: () => void;
}

/**
 * Stands in for a dialog remote that could not be loaded: opening one of its dialogs shows a
 * polite notice with a retry instead of nothing at all.
 */
export function DialogsUnavailable({ dialogs, retry }: DialogsUnavailableProps) {
  const { t } = useTranslation('common');
  const open = useOpenDialog();
  const opened = Boolean(open && dialogs.includes(open.dialog));
  return (
    <Modal opened={opened} onClose={() => closeDialog()} closeButtonProps={{ 'aria-label': t('actions.close') }} size="md">
      <RemoteUnavailable
        minHeight={0}
        onRetry={() => {
          closeDialog();
          retry();
        }}
      />
    </Modal>
  );
}
