import { api, useApiQuery } from '@arcadia/shared';

export type BonusStatus = 'requested' | 'active' | 'credited' | 'rejected';

/** A bonus the player has (requested, running, paid out or turned down). */
export interface PlayerBonus {
  id: number | string;
  code: string;
  title: string;
  /** Lira. */
  amount: number;
  status: BonusStatus;
  /** ISO time. */
  createdAt: string;
}

/** A bonus the operator offers; the player may request it. */
export interface BonusOffer {
  code: string;
  title: string;
  description: string;
  /** Lira. */
  amount: number;
}

/** `GET bonus/list`. */
export interface BonusList {
  bonuses: PlayerBonus[];
  offers: BonusOffer[];
}

// Silent: the page shows the failure itself, with a retry.
export const getBonusList = (signal?: AbortSignal) => api.get<BonusList>('bonus/list', undefined, { silent: true, signal });

export const useBonusList = () => useApiQuery(getBonusList);
