import { memo } from 'react';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@arcadia/shared';
import '../../../i18n/lobby';

/** Artwork's reserved size: the box keeps its 4:3 place before the image arrives. */
const ART = { width: 240, height: 180 } as const;

interface GameCardProps {
  game: Game;
  favorite: boolean;
  /** A toggle of this game is on its way: the heart waits. */
  togglePending: boolean;
  onPlay: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
}

/** One game: its artwork and name open it, the heart keeps it among the player's favourites. */
export const GameCard = memo(function GameCard({ game, favorite, togglePending, onPlay, onToggleFavorite }: GameCardProps) {
  const { t } = useTranslation('casino');
  return (
    <li className="arc-game" data-testid="game-card">
      {/* The button's name is the game's name, exactly its visible text; the provider is read after it. */}
      <button type="button" className="arc-game__open" onClick={() => onPlay(game)}>
        <span className="arc-game__art">
          {game.imageUrl ? (
            <img src={game.imageUrl} alt="" width={ART.width} height={ART.height} loading="lazy" decoding="async" className="arc-game__img" />
          ) : null}
        </span>
        <span className="arc-game__name">{game.name}</span>
      </button>
      <span className="arc-game__provider">{game.providerName}</span>
      <button
        type="button"
        className="arc-game__heart"
        data-active={favorite || undefined}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'lobby.removeFavorite' : 'lobby.addFavorite', { name: game.name })}
        disabled={togglePending}
        onClick={() => onToggleFavorite(game)}
      >
        {favorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      </button>
    </li>
  );
});
