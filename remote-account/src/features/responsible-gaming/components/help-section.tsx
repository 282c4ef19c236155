import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@arcadia/ui';
import { List } from '@arcadia/ui/display';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { PageSection } from './page-section';

/** Organisations that help with problem gambling, in the order a player in Turkey would turn to them. */
const HELP_ORGANISATIONS = [
  { key: 'yesilay', href: 'https://www.yesilay.org.tr/' },
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'gamblersAnonymous', href: 'https://www.gamblersanonymous.org/' },
] as const;

/** Where to get help, and the age notice. */
export function HelpSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <PageSection id="rg-help" title={t('responsibleGaming.help.title')}>
      <SectionCard h="100%">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('responsibleGaming.help.text')}
          </Text>
          <List spacing="xs" size="sm" listStyleType="none" p={0}>
            {HELP_ORGANISATIONS.map((organisation) => (
              <List.Item key={organisation.key}>
                <Anchor href={organisation.href} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
                  <Group gap={6} wrap="nowrap" component="span">
                    {t(`responsibleGaming.help.organisations.${organisation.key}`)}
                    <IconExternalLink size={14} aria-hidden />
                    <VisuallyHidden>{t('responsibleGaming.help.newTab')}</VisuallyHidden>
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group gap="sm" wrap="nowrap" align="flex-start" role="note" aria-label={t('responsibleGaming.help.ageTitle')}>
            <Badge color="red" variant="filled" size="lg" radius="sm" style={{ flex: 'none' }}>
              {MINIMUM_AGE}+
            </Badge>
            <Text size="sm">{t('responsibleGaming.help.ageText')}</Text>
          </Group>
        </Stack>
      </SectionCard>
    </PageSection>
  );
}
