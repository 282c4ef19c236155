import type { MenuGroupId, RemoteMenuItem } from '@arcadia/shared';
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

/** The groups, in order; the remotes' manifests fill them (the shell adds its call request form to the last). */
export const MENU_GROUP_IDS: readonly MenuGroupId[] = ['casino', 'sports', 'games', 'other'];

/**
 * The shell's own entry (`other` group, a `shell` text key): the call request form, which opens
 * remote-auth's dialog. It takes its place among the remotes' entries by `order`.
 */
const SHELL_ITEMS: { group: MenuGroupId; order: number; title: string; icon: string; appKey: string }[] = [
  { group: 'other', order: 10, title: 'sideMenu.items.callRequest', icon: 'call-request', appKey: CALL_REQUEST_APP_KEY },
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
 * The side menu: every remote's manifest entries and the shell's own, each in its group by `order`.
 * A group nobody fills is left out.
 */
export function buildMenuGroups(
  remotes: LoadedRemote[],
  translate: (key: string) => string,
  local: (text: RemoteMenuItem['title']) => string,
): MenuGroup[] {
  const entries: { group: MenuGroupId; order: number; model: MenuEntryModel }[] = [
    ...remotes.flatMap(({ name, manifest }) =>
      manifest.menu.map((entry, i) => ({ group: entry.group, order: entry.order, model: fromRemote(entry, local, `${name}.${i}`) })),
    ),
    ...SHELL_ITEMS.map(({ group, order, title, icon, appKey }) => ({ group, order, model: { id: title, label: translate(title), icon, appKey } })),
  ];
  return MENU_GROUP_IDS.map((id) => ({
    id,
    title: `sideMenu.groups.${id}`,
    items: entries
      .filter((entry) => entry.group === id)
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.model),
  })).filter((group) => group.items.length > 0);
}

/** Social networks of the Follow Me row, by site-option key. */
export const SOCIAL_KEYS = ['discord', 'twitter', 'instagram', 'telegram', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
