import { useQuery } from '@tanstack/react-query';
import type { SiteContent, ContentPage, Promotion } from '../../model/types';
import { request, requestWithMessage } from '../api-client';

/** Query keys of the operator's content. */
export const siteContentKeys = {
  all: ['site-content'] as const,
  promotions: ['site-content', 'promotions'] as const,
  page: (id: number) => ['site-content', 'page', id] as const,
};

/** `GET cms/grouped`: everything the site needs to render (menus, slider, texts, options). */
export const getSiteContent = () => request<SiteContent>('GET', 'cms/grouped');

/** `GET cms/promotions`: the active promotions with images, title and HTML description. */
export const getPromotions = (signal?: AbortSignal) => request<Promotion[]>('GET', 'cms/promotions', { signal });

/** `GET cms/page/:id`: one content page with its (server-sanitised) HTML body. */
export const getPage = (id: number, signal?: AbortSignal) => request<ContentPage>('GET', `cms/page/${id}`, { signal });

/** `POST cms/callme`: stores a call request (anonymous, or linked to the signed-in player). */
export const callMe = (payload: { name: string; message: string }) => requestWithMessage<null>('POST', 'cms/callme', { body: payload });

export const usePromotions = () => useQuery({ queryKey: siteContentKeys.promotions, queryFn: ({ signal }) => getPromotions(signal) });

export const usePage = (id: number) => useQuery({ queryKey: siteContentKeys.page(id), queryFn: ({ signal }) => getPage(id, signal) });
