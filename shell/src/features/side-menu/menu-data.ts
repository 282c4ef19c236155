import { PATHS, type MenuGroupId, type RemoteMenuItem } from '@arcadia/shared';
import type { LoadedRemote } from '../../remotes';

/** One entry of the side menu as drawn: labels already in the site's language. */
export interface MenuEntryModel {
  id: string;
  label: string;
  badge?: string;
  icon?: string;
  url?: string;
  /** The shell's own action (the call request form). */
  appKey?: string;
  children?: MenuEntryModel[];
}

/** A titled group of the side menu: the title is a `shell` text key. */
export interface MenuGroup {
  id: MenuGroupId;
  title: string;
  items: MenuEntryModel[];
}

/** App key of the item that opens the call request form. */
export const CALL_REQUEST_APP_KEY = 'callRequest';

/** The groups, in order; remotes fill the first three through their manifests. */
export const MENU_GROUP_IDS: readonly MenuGroupId[] = ['casino', 'sports', 'games', 'other'];

/** The shell's own entries (`other` group), as `shell` text keys. */
const SHELL_ITEMS: { group: MenuGroupId; title: string; icon: string; url?: string; appKey?: string }[] = [
  { group: 'other', title: 'sideMenu.items.callRequest', icon: 'call-request', appKey: CALL_REQUEST_APP_KEY },
  { group: 'other', title: 'sideMenu.items.promotions', icon: 'promotions', url: '/promotions' },
  { group: 'other', title: 'sideMenu.items.aboutUs', icon: 'about', url: '/pages/3' },
  { group: 'other', title: 'sideMenu.items.contents', icon: 'contents', url: '/pages' },
  { group: 'other', title: 'sideMenu.items.responsibleGaming', icon: 'responsible-gaming', url: PATHS.responsibleGamingInfo },
];

const fromRemote = (item: RemoteMenuItem, local: (text: RemoteMenuItem['title']) => string, id: string): MenuEntryModel => ({
  id,
  label: local(item.title),
  ...(item.badge ? { badge: local(item.badge) } : {}),
  ...(item.icon ? { icon: item.icon } : {}),
  ...(item.url ? { url: item.url } : {}),
  ...(item.children ? { children: item.children.map((child, i) => fromRemote(child, local, `${id}.${i}`)) } : {}),
});

/**
 * The side menu: every remote's manifest entries in their group by `order`, then the shell's own.
 * A group nobody fills is left out.
 */
export function buildMenuGroups(
  remotes: LoadedRemote[],
  translate: (key: string) => string,
  local: (text: RemoteMenuItem['title']) => string,
): MenuGroup[] {
  const remoteEntries = remotes.flatMap(({ name, manifest }) => manifest.menu.map((entry, i) => ({ entry, id: `${name}.${i}` })));
  return MENU_GROUP_IDS.map((id) => ({
    id,
    title: `sideMenu.groups.${id}`,
    items: [
      ...remoteEntries
        .filter(({ entry }) => entry.group === id)
        .sort((a, b) => a.entry.order - b.entry.order)
        .map(({ entry, id: entryId }) => fromRemote(entry, local, entryId)),
      ...SHELL_ITEMS.filter((item) => item.group === id).map(({ title, icon, url, appKey }) => ({
        id: title,
        label: translate(title),
        icon,
        ...(url ? { url } : {}),
        ...(appKey ? { appKey } : {}),
      })),
    ],
  })).filter((group) => group.items.length > 0);
}

/** Social networks of the Follow Me row, by site-option key. */
export const SOCIAL_KEYS = ['discord', 'twitter', 'instagram', 'telegram', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
