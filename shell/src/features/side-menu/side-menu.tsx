import { useState } from 'react';
import { Badge, Divider, NavLink, Stack, Text } from '@arcadia/ui';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, matchPath, useLocation } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@arcadia/shared';
import { localized, useRemoteManifests } from '../../remotes';
import { CALL_REQUEST_APP_KEY, buildMenuGroups, type MenuEntryModel } from './menu-data';
import { MenuIcon } from './menu-icon';
import { LanguageSelector } from './language-selector';
import { SocialLinks } from './social-links';
import './texts';
import './side-menu.css';

export interface SideMenuContentProps {
  /** Called after any item was used: the drawer closes. */
  onItemClick?: () => void;
}

const isActive = (url: string | undefined, pathname: string) => Boolean(url && matchPath({ path: url, end: true }, pathname));

function ItemBadge({ badge }: { badge?: string | undefined }) {
  if (!badge) return null;
  return (
    <Badge size="xs" variant="gradient" gradient={{ from: 'gold.3', to: 'gold.7', deg: 135 }} className="arc-menu__badge">
      {badge}
    </Badge>
  );
}

function MenuEntry({ item, onItemClick }: { item: MenuEntryModel; onItemClick?: () => void }) {
  const { pathname } = useLocation();
  const childActive = item.children?.some((c) => isActive(c.url, pathname)) ?? false;
  const [opened, setOpened] = useState(childActive);
  const common = {
    label: item.label,
    leftSection: <MenuIcon name={item.icon} />,
    className: 'arc-menu__item',
  };

  if (item.children?.length) {
    return (
      <NavLink
        {...common}
        component="button"
        opened={opened}
        onChange={setOpened}
        childrenOffset={30}
        active={childActive && !opened}
        rightSection={
          <span className="arc-menu__right">
            <ItemBadge badge={item.badge} />
            <IconChevronRight size={16} className="arc-menu__chevron" data-opened={opened || undefined} />
          </span>
        }
        disableRightSectionRotation
      >
        {item.children.map((child) => (
          <NavLink
            key={child.id}
            component={Link}
            to={child.url ?? '/'}
            label={child.label}
            active={isActive(child.url, pathname)}
            rightSection={<ItemBadge badge={child.badge} />}
            className="arc-menu__child"
            onClick={onItemClick}
          />
        ))}
      </NavLink>
    );
  }

  if (item.appKey) {
    return (
      <NavLink
        {...common}
        component="button"
        rightSection={<ItemBadge badge={item.badge} />}
        onClick={() => {
          if (item.appKey === CALL_REQUEST_APP_KEY) openDialog('callRequest');
          onItemClick?.();
        }}
      />
    );
  }

  return (
    <NavLink
      {...common}
      component={Link}
      to={item.url ?? '/'}
      active={isActive(item.url, pathname)}
      rightSection={<ItemBadge badge={item.badge} />}
      onClick={onItemClick}
    />
  );
}

/** The grouped menu with language selector and Follow Me links. */
export function SideMenuContent({ onItemClick }: SideMenuContentProps) {
  const { t, i18n } = useTranslation('shell');
  const { remotes } = useRemoteManifests();
  const groups = buildMenuGroups(remotes, (key) => t(key), (text) => localized(text, i18n.language));
  return (
    <nav className="arc-menu" aria-label={t('sideMenu.title')}>
      {groups.map((group) => (
        <section key={group.id} className="arc-menu__group" aria-labelledby={`menu-group-${group.id}`}>
          <Text id={`menu-group-${group.id}`} className="arc-menu__group-title">
            {t(group.title)}
          </Text>
          <Stack gap={2}>
            {group.items.map((item) => (
              <MenuEntry key={item.id} item={item} onItemClick={onItemClick} />
            ))}
          </Stack>
        </section>
      ))}
      <Divider my="sm" color="var(--arc-border)" />
      <section className="arc-menu__group">
        <Text className="arc-menu__group-title">{t('sideMenu.language')}</Text>
        <LanguageSelector />
      </section>
      <section className="arc-menu__group">
        <Text className="arc-menu__group-title">{t('sideMenu.followMe')}</Text>
        <SocialLinks />
      </section>
    </nav>
  );
}
