import type { DialogName } from './dialogs';

/** A text in every language of the site; remotes bring their own labels. */
export interface LocalizedText {
  tr: string;
  en: string;
}

/** A top-level route the remote serves: the shell mounts `module` at `path` (React Router syntax, no leading slash). */
export interface RemoteRoute {
  path: string;
  /** Exposed module rendering everything under `path` (a default-exported component). */
  module: string;
  /** Signed-in players only: others see the login dialog and return after login. */
  signedIn?: boolean;
}

/** A breadcrumb label for one of the remote's paths (`/casino/play/:game`). */
export interface RemoteCrumb {
  path: string;
  label: LocalizedText;
  /** Where the crumb links when that differs from `path` (e.g. `/casino` → `/casino/slot`). */
  url?: string;
  /**
   * The page's title (`document.title`, before " · Arcadia") when the label alone does not say it
   * (a crumb "High Rate" under Sports is the page "Sports Plus"); the label otherwise.
   */
  title?: LocalizedText;
  /**
   * The route parameter holding a content page's id (`/pages/:id` → `'id'`): the label is then that
   * page's title as the site content lists it, and the crumb is left out for a page it does not
   * list, so the trail and the page's title are whole before the page has loaded. `label` is what a
   * shell that does not know this field shows.
   */
  contentPageParam?: string;
}

/** Side-menu groups the shell draws, in this order. */
export type MenuGroupId = 'casino' | 'sports' | 'games' | 'other';

/** Icons the shell's menu knows. */
export type MenuIconName =
  | 'live-casino'
  | 'slots'
  | 'live-betting'
  | 'sports'
  | 'aviator'
  | 'bingo'
  | 'games'
  | 'tv-bets'
  | 'promotions'
  | 'about'
  | 'contents'
  | 'responsible-gaming';

export interface RemoteMenuItem {
  title: LocalizedText;
  url?: string;
  icon?: MenuIconName;
  badge?: LocalizedText;
  children?: RemoteMenuItem[];
}

/** An entry of the side menu: its group and its place within it (lower first). */
export interface RemoteMenuEntry extends RemoteMenuItem {
  group: MenuGroupId;
  order: number;
}

/** A section the remote contributes to the home page, under the slider, in `order`. */
export interface RemoteHomeSection {
  id: string;
  module: string;
  order: number;
  /** Height reserved while it loads, so the page does not jump. */
  minHeight: number;
}

/**
 * What a remote tells the shell about itself: routes, menu entries, breadcrumbs, the dialogs it
 * renders and its home-page sections. The remote exposes it as `./manifest`, and its build writes
 * it as `arcadia-manifest.json` beside `mf-manifest.json`, which the shell reads at start-up (a
 * few hundred bytes instead of the remote's container). Plain data only.
 */
export interface RemoteManifest {
  routes: RemoteRoute[];
  menu: RemoteMenuEntry[];
  crumbs: RemoteCrumb[];
  /** The exposed module that renders the dialogs listed, when one of them is open. */
  dialogs: { module: string; names: DialogName[] } | null;
  homeSections: RemoteHomeSection[];
}

/** The file name of the serialised manifest, beside the remote's `mf-manifest.json`. */
export const REMOTE_MANIFEST_FILE = 'arcadia-manifest.json';

/** Identity with a type: `export default defineRemoteManifest({...})` checks the shape where it is written. */
export const defineRemoteManifest = (manifest: RemoteManifest): RemoteManifest => manifest;
