import { lazy, Suspense, useEffect } from 'react';
import { Center, Loader, Modal } from '@arcadia/ui';
import { dialogProps, openDialog, openDialogState, useOpenDialog, type DialogProps } from '@arcadia/shared';

// The player is its own chunk, shared with the game page: a lobby never loads it before a game opens.
const PlayGameModal = lazy(() => import('./play-game-modal').then((m) => ({ default: m.PlayGameModal })));

/**
 * The dialogs remote-casino owns (its manifest's `dialogs`), mounted by the shell once one is
 * opened: the mobile play modal.
 */
export function CasinoDialogs() {
  const open = useOpenDialog();
  useResumeAfterDeposit();
  const props = dialogProps(open, 'playGame');
  if (!props || typeof props.game !== 'string') return null;
  return (
    <Suspense fallback={<PlayModalLoading />}>
      <PlayGameModal key={props.game} encoded={props.game} />
    </Suspense>
  );
}

function PlayModalLoading() {
  return (
    <Modal opened onClose={() => undefined} fullScreen withCloseButton={false} radius={0}>
      <Center h="80vh" aria-busy="true">
        <Loader color="yellow" size={35} />
      </Center>
    </Modal>
  );
}

/**
 * One dialog is open at a time, so the Deposit button of the play modal replaces it with the
 * deposit dialog; when that one closes, the game comes back (launched anew, with the new balance).
 */
function useResumeAfterDeposit() {
  useEffect(() => {
    let previous = openDialogState.get();
    let resume: DialogProps['playGame'] | null = null;
    const subscription = openDialogState.changes.subscribe((open) => {
      const game = dialogProps(previous, 'playGame');
      if (open?.dialog === 'deposit' && game) resume = game;
      else if (open === null && previous?.dialog === 'deposit' && resume) {
        const props = resume;
        // After this change has reached every listener, and only if nothing else opened meanwhile.
        queueMicrotask(() => {
          if (openDialogState.get() === null) openDialog('playGame', props);
        });
        resume = null;
      } else if (open?.dialog !== 'deposit') resume = null;
      previous = open;
    });
    return () => subscription.unsubscribe();
  }, []);
}
