import { Button, Skeleton, Stack, Text } from '@arcadia/ui';
import { IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@arcadia/shared';
import type { LobbyGames } from '../hooks/use-lobby-games';
import { GameCard } from './game-card';
import '../../../i18n/lobby';

interface GameGridProps extends LobbyGames {
  favoriteCodes: Set<string>;
  pendingCode: string | null;
  /** What the empty state says (the search, the favourites and a category say it differently). */
  emptyText: string;
  onPlay: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
}

/** The lobby's games: skeletons while they load, an error with a retry, an empty state, then pages of cards. */
export function GameGrid({ games, loading, failed, retry, hasMore, loadingMore, loadMore, favoriteCodes, pendingCode, emptyText, onPlay, onToggleFavorite }: GameGridProps) {
  const { t } = useTranslation('casino');

  if (failed) {
    return (
      <Stack align="center" gap="sm" className="arc-lobby__state" role="alert">
        <Text>{t('lobby.loadFailed')}</Text>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={retry}>
          {t('lobby.retry')}
        </Button>
      </Stack>
    );
  }
  if (loading) {
    return (
      <ul className="arc-lobby__grid" aria-busy="true" aria-label={t('lobby.loading')}>
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i} className="arc-game arc-game--skeleton" data-testid="game-skeleton">
            <Skeleton className="arc-game__art" radius={0} />
            <Skeleton height={12} width="70%" m={10} />
          </li>
        ))}
      </ul>
    );
  }
  if (games.length === 0) {
    return (
      <Stack align="center" gap="xs" className="arc-lobby__state">
        <IconMoodEmpty size={36} aria-hidden />
        <Text c="dimmed">{emptyText}</Text>
      </Stack>
    );
  }
  return (
    <>
      <ul className="arc-lobby__grid">
        {games.map((game) => (
          <GameCard
            key={`${game.mainProviderId}:${game.gameCode}`}
            game={game}
            favorite={favoriteCodes.has(game.gameCode)}
            togglePending={pendingCode === game.gameCode}
            onPlay={onPlay}
            onToggleFavorite={onToggleFavorite}
          />
        ))}
      </ul>
      {hasMore ? (
        <div className="arc-lobby__more">
          <Button variant="default" size="md" radius="md" loading={loadingMore} onClick={loadMore} miw={200}>
            {t('lobby.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
