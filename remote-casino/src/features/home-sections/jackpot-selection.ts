import type { JackpotCard } from '@arcadia/shared';

/** Shown jackpots, in display order: Clover Chance, then High Cash; only those with 4 levels. */
export const SHOWN_JACKPOTS = ['Clover Chance', 'High Cash'] as const;
export const JACKPOT_LEVELS = 4;

const normalise = (name: string) => name.trim().toLowerCase();

/** Only High Cash and Clover Chance, only with 4 levels, ordered Clover Chance then High Cash. */
export function selectJackpots(...lists: (JackpotCard[] | undefined | null)[]): JackpotCard[] {
  const cards = lists.flatMap((list) => list ?? []);
  return SHOWN_JACKPOTS.flatMap((name) => {
    const card = cards.find((c) => normalise(c.instanceName ?? '') === normalise(name) && c.levelStats?.length === JACKPOT_LEVELS);
    return card ? [card] : [];
  });
}
