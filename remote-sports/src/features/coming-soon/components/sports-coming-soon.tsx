import { Badge, Button, Container, Group } from '@arcadia/ui';
import { IconBallFootball, IconHome, IconLivePhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@arcadia/ui/router';
import { ComingSoon } from '@arcadia/shared';
import { SPORTS, SPORTS_NS } from '../texts';

/** The honest placeholder of every /spor and /livespor route until the sportsbook is integrated. */
export function SportsComingSoon() {
  const { t } = useTranslation(SPORTS_NS);
  const live = useLocation().pathname.startsWith('/livespor');

  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <ComingSoon
        icon={live ? IconLivePhoto : IconBallFootball}
        color="teal"
        badge={t('comingSoon.badge')}
        title={live ? t('comingSoon.liveTitle') : t('comingSoon.sportsTitle')}
        description={t('comingSoon.description')}
      >
        <Group justify="center" gap="xs" aria-label={t('comingSoon.sportsLabel')}>
          {SPORTS.map((sport) => (
            <Badge key={sport} size="md" radius="sm" variant="default" tt="none">
              {t(`comingSoon.sports.${sport}`)}
            </Badge>
          ))}
        </Group>
        <Button component={Link} to="/" size="md" radius="md" color="teal" leftSection={<IconHome size={18} />} mt="sm">
          {t('comingSoon.home')}
        </Button>
      </ComingSoon>
    </Container>
  );
}
