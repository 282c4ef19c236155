import { api, type Promotion } from '@arcadia/shared';

/** `GET cms/promotions`: the active promotions with images, title and HTML description. */
export const getPromotions = (signal?: AbortSignal) => api.get<Promotion[]>('cms/promotions', undefined, { silent: true, signal });
