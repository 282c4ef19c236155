import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallFootball, IconHome, IconLivePhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SPORTS, SPORTS_NS } from '../texts';

/** The honest placeholder of every /spor and /livespor route until the sportsbook is integrated. */
export function SportsComingSoon() {
  const { t } = useTranslation(SPORTS_NS);
  const live = useLocation().pathname.startsWith('/livespor');
  const Icon = live ? IconLivePhoto : IconBallFootball;

  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper
        component="section"
        aria-labelledby="sports-coming-soon-title"
        radius="xl"
        p={{ base: 'xl', sm: 56 }}
        style={{
          border: '1px solid rgba(255, 255, 255, 0.07)',
          background:
            'radial-gradient(120% 90% at 50% 0%, rgba(18, 184, 134, 0.16) 0%, rgba(18, 184, 134, 0) 60%), var(--mantine-color-dark-7)',
        }}
      >
        <Stack align="center" ta="center" gap="lg">
          <ThemeIcon size={88} radius={28} variant="gradient" gradient={{ from: 'teal.4', to: 'green.8', deg: 135 }}>
            <Icon size={46} stroke={1.5} />
          </ThemeIcon>
          <Badge size="lg" variant="light" color="teal" radius="sm">
            {t('comingSoon.badge')}
          </Badge>
          <Title id="sports-coming-soon-title" order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {live ? t('comingSoon.liveTitle') : t('comingSoon.sportsTitle')}
          </Title>
          <Text c="dimmed" size="lg" maw={560}>
            {t('comingSoon.description')}
          </Text>
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
        </Stack>
      </Paper>
    </Container>
  );
}
