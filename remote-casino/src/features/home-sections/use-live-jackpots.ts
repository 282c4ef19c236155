import { useQuery } from '@tanstack/react-query';
import { request, type JackpotCard } from '@arcadia/shared';

/**
 * How often the jackpot values are read again. Every stake feeds the pools, so the figures grow while
 * people play; a few seconds keeps them moving without a request per spin of every visitor.
 */
export const JACKPOT_REFRESH_MS = 10_000;

/** How every jackpot query polls: every JACKPOT_REFRESH_MS while the page is visible, no retry (the next poll is one). */
export const JACKPOT_POLLING = {
  refetchInterval: JACKPOT_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: JACKPOT_REFRESH_MS / 2,
  retry: false,
} as const;

interface JackpotLists {
  egtJackpotCards: JackpotCard[];
  jackpotCards: JackpotCard[];
}

/**
 * The jackpot cards with the pools' current values (`GET casino/jackpots`), read again every
 * JACKPOT_REFRESH_MS while the page is visible; null until the first answer (or when it failed), so
 * the section keeps showing the site content's figures meanwhile.
 */
export function useLiveJackpots(): JackpotLists | null {
  const { data } = useQuery({
    queryKey: ['casino', 'jackpots'],
    queryFn: ({ signal }) => request<JackpotLists>('GET', 'casino/jackpots', { signal }),
    ...JACKPOT_POLLING,
  });
  return data ?? null;
}
