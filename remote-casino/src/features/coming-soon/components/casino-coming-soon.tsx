import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCards, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CASINO_AREAS, CASINO_NS, type CasinoArea } from '../texts';

const isArea = (value: string | undefined): value is CasinoArea => value === 'play' || CASINO_AREAS.includes(value as CasinoArea);

/** The honest placeholder of every /casino route until the casino lobby is built. */
export function CasinoComingSoon() {
  const { t } = useTranslation(CASINO_NS);
  const { area } = useParams();
  const current = isArea(area) ? area : null;
  const title = current ? t('comingSoon.areaTitle', { area: t(`comingSoon.areas.${current}`) }) : t('comingSoon.lobbyTitle');

  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper
        component="section"
        aria-labelledby="casino-coming-soon-title"
        radius="xl"
        p={{ base: 'xl', sm: 56 }}
        style={{
          border: '1px solid rgba(255, 255, 255, 0.07)',
          background:
            'radial-gradient(120% 90% at 50% 0%, rgba(250, 176, 5, 0.16) 0%, rgba(250, 176, 5, 0) 60%), var(--mantine-color-dark-7)',
        }}
      >
        <Stack align="center" ta="center" gap="lg">
          <ThemeIcon size={88} radius={28} variant="gradient" gradient={{ from: 'yellow.4', to: 'orange.7', deg: 135 }}>
            <IconCards size={46} stroke={1.5} />
          </ThemeIcon>
          <Badge size="lg" variant="light" color="yellow" radius="sm">
            {t('comingSoon.badge')}
          </Badge>
          <Title id="casino-coming-soon-title" order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {title}
          </Title>
          <Text c="dimmed" size="lg" maw={560}>
            {t('comingSoon.description')}
          </Text>
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
        </Stack>
      </Paper>
    </Container>
  );
}
