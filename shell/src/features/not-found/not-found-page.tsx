import { Button, Center, Stack, Text, Title } from '@arcadia/ui';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '@arcadia/shared';

registerTranslations('shell', {
  tr: { notFound: { title: 'Sayfa bulunamadı', text: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.', home: 'Ana sayfaya dön' } },
  en: { notFound: { title: 'Page not found', text: 'The page you are looking for may have moved or never existed.', home: 'Back to home' } },
});

/** Any address no route knows. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="50vh">
      <Stack align="center" gap="md" ta="center">
        <Text className="arc-gold-text" fz={96} fw={900} lh={1}>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />} mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
