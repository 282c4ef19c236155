import { useQuery } from '@tanstack/react-query';
import { request, type JackpotCard } from '@arcadia/shared';
import { JACKPOT_POLLING } from '../../home-sections';

/** The spec's marker of an Egypt Quest pool that is not running: its card is then not shown. */
export const EGYPT_QUEST_OFF_LEVEL = 14000;

/** The card is shown when the pool runs (currentLevelI is not 14000) and has its four levels. */
export const egyptQuestShown = (card: JackpotCard | null | undefined): card is JackpotCard =>
  !!card && Number(card.currentLevelI) !== EGYPT_QUEST_OFF_LEVEL && card.levelStats?.length === 4;

/**
 * The Egypt Quest jackpot (`GET casino/eqyptquest`, the spec's spelling), read again like the home
 * page's jackpots while the page is visible; null until it answers, when it fails, or when the
 * pool is not running.
 */
export function useEgyptQuest(): JackpotCard | null {
  const { data } = useQuery({
    queryKey: ['casino', 'eqyptquest'],
    queryFn: ({ signal }) => request<JackpotCard>('GET', 'casino/eqyptquest', { signal }),
    ...JACKPOT_POLLING,
  });
  return egyptQuestShown(data) ? data : null;
}
