import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@arcadia/ui';
import { IconChevronRight, IconFileText } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, useSiteContent } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import { contentPages } from './content-pages';
import './pages.css';

/** `/pages`: the content list. */
export function PagesListPage() {
  const { t } = useTranslation(CONTENT_NS);
  const siteContent = useSiteContent();
  const pages = contentPages(siteContent);

  return (
    <div>
      <Title order={1} className="arc-page-title">
        {t('pages.title')}
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        {t('pages.intro')}
      </Text>
      {!siteContent ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={84} />
          ))}
        </SimpleGrid>
      ) : pages.length === 0 ? (
        <Text c="dimmed">{t('pages.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="arc-pages__grid">
          {pages.map((page) => (
            <li key={page.id}>
              <Card component={Link} to={PATHS.page(page.id)} className="arc-pages__card" padding="lg">
                <Group wrap="nowrap" justify="space-between">
                  <Group wrap="nowrap" gap="md">
                    <ThemeIcon size={44} radius="md" variant="light" color="gold">
                      <IconFileText size={22} />
                    </ThemeIcon>
                    <Text fw={700}>{page.title}</Text>
                  </Group>
                  <IconChevronRight size={18} className="arc-pages__chevron" aria-hidden />
                </Group>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
