import { api, type ContentPage } from '@arcadia/shared';

/** `GET cms/page/:id`: one content page with its (server-sanitised) HTML body. */
export const getPage = (id: number, signal?: AbortSignal) =>
  api.get<ContentPage>(`cms/page/${id}`, undefined, { silent: true, signal });
