import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '../../bus/event-bus';
import type { GameHistoryPage, GameHistoryQuery } from '../../model/game-history';
import { request } from '../api-client';

/** Query keys of the game history; `all` prefixes every page and filter. */
export const gameHistoryKeys = {
  all: ['game-history'] as const,
  page: (query: GameHistoryQuery) => ['game-history', query] as const,
};

/** `POST games/history`: the player's game rounds, newest first, with their bets and wins. */
export const getGameHistory = (query: GameHistoryQuery, signal?: AbortSignal) => request<GameHistoryPage>('POST', 'games/history', { body: query, signal });

/**
 * One page of the game history. The page shown stays while the next one (or another filter)
 * loads. A round moves the balance, so a new balance from the server (`auth:balance`: the hub's
 * push) and the hub's return after a drop, when pushes were lost, fetch it again.
 */
export function useGameHistory(query: GameHistoryQuery) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: gameHistoryKeys.all });
    const subs = [
      eventBus.on('auth:balance').subscribe(refetch),
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [queryClient]);
  return useQuery({
    queryKey: gameHistoryKeys.page(query),
    queryFn: ({ signal }) => getGameHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}
