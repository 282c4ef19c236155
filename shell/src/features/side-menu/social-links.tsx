import { useEffect, useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@arcadia/ui';
import { IconBrandDiscord, IconBrandInstagram, IconBrandTelegram, IconBrandX, IconBrandYoutube, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINK_CHECK_MS } from '@arcadia/shared';
import { siteOptionValue, useSiteContent } from '../site-data';
import { SOCIAL_KEYS, type SocialKey } from './menu-data';
import './texts';

const ICONS: Record<SocialKey, Icon> = {
  discord: IconBrandDiscord,
  twitter: IconBrandX,
  instagram: IconBrandInstagram,
  telegram: IconBrandTelegram,
  youtube: IconBrandYoutube,
};

/**
 * Follow Me icons: each shows only when its address is set in the site options, checked after
 * 1 s, and opens in a new tab.
 */
export function SocialLinks() {
  const { t } = useTranslation('shell');
  const options = useSiteContent()?.siteOption;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), SOCIAL_LINK_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  const links = checked
    ? SOCIAL_KEYS.flatMap((key) => {
        const href = siteOptionValue(options, key);
        return href ? [{ key, href }] : [];
      })
    : [];

  return (
    <Group gap={8} mih={36} data-testid="social-links">
      {links.map(({ key, href }) => {
        const SocialIcon = ICONS[key];
        return (
          <Tooltip key={key} label={t(`sideMenu.social.${key}`)} withArrow>
            <ActionIcon
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="gray"
              size={36}
              aria-label={t(`sideMenu.social.${key}`)}
            >
              <SocialIcon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
