import { useMemo, useState } from 'react';
import { Modal } from '@arcadia/ui';
import { closeDialog } from '@arcadia/shared';
import { decodeGame } from '../game-param';
import { closesOnLaunchFailure } from '../launch-url';
import { GameNotFound } from './game-not-found';
import { useBackCloses } from '../hooks/use-back-closes';
import { GamePlayer } from './game-player';

const closeModal = () => closeDialog('playGame');

/**
 * The play modal of phones (`openDialog('playGame', { game })`, the game encoded as in its page
 * address): full screen, the same player as the page. A failed launch of an EGT, Hub88 or
 * SoftGamings game closes it after the error toast; the others offer a retry. The phone's Back
 * closes it (the page under it stays where it was).
 */
export function PlayGameModal({ encoded }: { encoded: string }) {
  const game = useMemo(() => decodeGame(encoded), [encoded]);
  const close = useBackCloses(encoded, closeModal);
  // Escape under the reality check must not close the game behind it.
  const [checking, setChecking] = useState(false);
  return (
    <Modal.Root opened onClose={close} closeOnEscape={!checking} fullScreen radius={0} className="arc-play-modal">
      <Modal.Overlay backgroundOpacity={0.85} />
      <Modal.Content className="arc-play-modal__content">
        {game ? (
          <GamePlayer
            game={game}
            variant="modal"
            title={<Modal.Title className="arc-play__title">{game.name}</Modal.Title>}
            onClose={close}
            onRealityCheckChange={setChecking}
            onLaunchFailed={() => {
              if (closesOnLaunchFailure(game)) close();
            }}
          />
        ) : (
          <>
            <Modal.Header>
              <Modal.CloseButton />
            </Modal.Header>
            <GameNotFound />
          </>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
