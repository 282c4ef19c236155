import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@arcadia/ui';
import { IconAlarm, IconCoffee, IconExternalLink, IconGauge, IconLock, IconShieldHeart } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, useAuthState } from '@arcadia/shared';
import { CONTENT_NS } from '../../../i18n';
import { HELP_ORGANISATIONS } from '../help-organisations';
import { useLoginThenGo } from '../hooks/use-login-then-go';
import '../responsible-gaming.css';

const TOOLS = [
  { key: 'limits', icon: IconGauge },
  { key: 'realityCheck', icon: IconAlarm },
  { key: 'timeout', icon: IconCoffee },
  { key: 'selfExclusion', icon: IconLock },
] as const;

const SIGNS = ['longer', 'chasing', 'borrowing', 'hiding', 'restless'] as const;

/** The button to the player's own tools; signed out, it opens the login dialog and leads there after the login. */
function ToolsButton() {
  const { t } = useTranslation(CONTENT_NS);
  const { isLoggedIn } = useAuthState();
  const loginThenGo = useLoginThenGo();
  const label = t('responsibleGaming.tools.open');
  if (isLoggedIn) {
    return (
      <Button component={Link} to={PATHS.responsibleGaming} color="yellow" c="dark.9" leftSection={<IconShieldHeart size={18} aria-hidden />}>
        {label}
      </Button>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      <Button
        color="yellow"
        c="dark.9"
        leftSection={<IconShieldHeart size={18} aria-hidden />}
        onClick={() => loginThenGo(PATHS.responsibleGaming)}
      >
        {label}
      </Button>
      <Text size="sm" c="dimmed">
        {t('responsibleGaming.tools.signInHint')}
      </Text>
    </Stack>
  );
}

/**
 * `/responsible-gaming`: what the player-protection tools are, with the way to the player's own,
 * the 18+ notice, the signs of problem gambling and the organisations that help.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <article className="arc-rg">
      <Title order={1} className="arc-rg__title">
        {t('responsibleGaming.title')}
      </Title>
      <Text c="dimmed" maw={760}>
        {t('responsibleGaming.intro')}
      </Text>

      <section aria-labelledby="rg-age" className="arc-rg__age">
        <span className="arc-rg__age-badge" aria-hidden>
          18+
        </span>
        <div>
          <Title order={2} id="rg-age" className="arc-rg__age-notice">
            {t('responsibleGaming.age.notice')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('responsibleGaming.age.text')}
          </Text>
        </div>
      </section>

      <section aria-labelledby="rg-tools">
        <Title order={2} id="rg-tools" className="arc-rg__heading">
          {t('responsibleGaming.tools.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TOOLS.map(({ key, icon: Icon }) => (
            <Card key={key} padding="lg" className="arc-rg__card">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="xl" variant="light" color="yellow" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Title order={3} className="arc-rg__card-title">
                    {t(`responsibleGaming.tools.${key}`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`responsibleGaming.tools.${key}Text`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md" maw={760}>
          {t('responsibleGaming.tools.meanwhile')}
        </Text>
        <div className="arc-rg__action">
          <ToolsButton />
        </div>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="rg-signs">
          <Title order={2} id="rg-signs" className="arc-rg__heading">
            {t('responsibleGaming.signs.title')}
          </Title>
          <Text size="sm" mb="xs">
            {t('responsibleGaming.signs.intro')}
          </Text>
          <ul className="arc-rg__list">
            {SIGNS.map((sign) => (
              <li key={sign}>{t(`responsibleGaming.signs.${sign}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="rg-help">
          <Title order={2} id="rg-help" className="arc-rg__heading">
            {t('responsibleGaming.help.title')}
          </Title>
          <Text size="sm" mb="xs">
            {t('responsibleGaming.help.intro')}
          </Text>
          <ul className="arc-rg__help" data-testid="help-organisations">
            {HELP_ORGANISATIONS.map((organisation) => (
              <li key={organisation.url}>
                <Anchor href={organisation.url} target="_blank" rel="noopener noreferrer" className="arc-rg__help-link">
                  {organisation.name}
                  <IconExternalLink size={14} aria-hidden />
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(organisation.description)}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      </SimpleGrid>
    </article>
  );
}
