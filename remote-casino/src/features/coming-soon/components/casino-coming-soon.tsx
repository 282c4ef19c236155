import { Badge, Button, Container, Group } from '@arcadia/ui';
import { IconCards, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@arcadia/ui/router';
import { ComingSoon } from '@arcadia/shared';
import { CASINO_AREAS, CASINO_NS, type CasinoArea } from '../texts';

const isArea = (value: string | undefined): value is CasinoArea => value === 'play' || CASINO_AREAS.includes(value as CasinoArea);

/** The honest placeholder of every /casino route until the casino lobby is built. */
export function CasinoComingSoon({ area }: { area?: string }) {
  const { t } = useTranslation(CASINO_NS);
  const current = isArea(area) ? area : null;
  const title = current ? t('comingSoon.areaTitle', { area: t(`comingSoon.areas.${current}`) }) : t('comingSoon.lobbyTitle');

  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <ComingSoon icon={IconCards} color="yellow" badge={t('comingSoon.badge')} title={title} description={t('comingSoon.description')}>
        <Group justify="center" gap="xs" aria-label={t('comingSoon.areasLabel')}>
          {CASINO_AREAS.map((name) => (
            <Badge key={name} size="md" radius="sm" variant={name === current ? 'filled' : 'default'} color="yellow" tt="none">
              {t(`comingSoon.areas.${name}`)}
            </Badge>
          ))}
        </Group>
        <Button component={Link} to="/" size="md" radius="md" color="yellow" c="dark.9" leftSection={<IconHome size={18} />} mt="sm">
          {t('comingSoon.home')}
        </Button>
      </ComingSoon>
    </Container>
  );
}
