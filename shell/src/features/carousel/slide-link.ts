import type { SliderItem } from '@arcadia/shared';

export type SlideLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/**
 * Where a slide leads: a url starting with https opens in a new tab, any other
 * url is an internal route, a missing one leads to the root.
 */
export function slideLink(url: string | null | undefined): SlideLink {
  const value = url?.trim();
  if (!value) return { kind: 'internal', to: '/' };
  if (value.toLowerCase().startsWith('https')) return { kind: 'external', href: value };
  return { kind: 'internal', to: value.startsWith('/') ? value : `/${value}` };
}

/** The slider shown until a `slider:active` event names another one. */
export const DEFAULT_SLIDER = 'home';

/**
 * The slides of the active slider: items whose slug matches. With none active, the `home` slider,
 * or the first item's slider when there is no `home` one.
 */
export function slidesFor(list: SliderItem[] | undefined | null, activeSlug: string | null): SliderItem[] {
  if (!list?.length) return [];
  const slug = activeSlug ?? (list.some((item) => item.slug === DEFAULT_SLIDER) ? DEFAULT_SLIDER : list[0]?.slug);
  return list.filter((item) => item.slug === slug);
}
