import { Button, Card, Center, Skeleton, Stack, Text, Title } from '@arcadia/ui';
import { IconArrowLeft, IconFileOff } from '@tabler/icons-react';
import { Link, useParams } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, isApiError, usePage, useSiteContent } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import { RichText } from '../rich-text';
import { pageTitle } from './content-pages';
import './pages.css';

/** `/pages/:id`: one content page; its HTML body goes through the sanitiser once more. */
export function PageView() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  // a new id is a new page: remount so nothing of the previous page stays on screen
  return Number.isInteger(pageId) && pageId > 0 ? <PageContent key={pageId} pageId={pageId} /> : <PageNotFound />;
}

function PageContent({ pageId }: { pageId: number }) {
  const { t } = useTranslation(CONTENT_NS);
  const siteContent = useSiteContent();
  const { data, isPending, isFetching, error, refetch } = usePage(pageId);
  const title = data?.title ?? pageTitle(siteContent, pageId);

  // A page the server does not have is as missing as /pages/abc: one text, nothing to retry. Any
  // other failure (network, server) may pass: it offers a retry, which shows the placeholder again.
  if (!data && !isPending && !isFetching) {
    if (isApiError(error) && error.kind === 'not-found') return <PageNotFound />;
    return <PageNotFound message={t('pages.loadFailed')} onRetry={() => void refetch()} />;
  }

  return (
    <article className="arc-page-article">
      {title ? (
        <Title order={1} className="arc-page-title">
          {title}
        </Title>
      ) : (
        <Skeleton h={40} w="50%" mb="lg" />
      )}
      <Card padding="xl" className="arc-page-article__body">
        {!data ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton h={16} />
            <Skeleton h={16} w="92%" />
            <Skeleton h={16} w="85%" />
            <Skeleton h={16} w="60%" mb="md" />
            <Skeleton h={16} />
            <Skeleton h={16} w="75%" />
          </Stack>
        ) : (
          <RichText html={data.body} />
        )}
      </Card>
    </article>
  );
}

function PageNotFound({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Center mih={360}>
      <Stack align="center" gap="md" ta="center">
        <IconFileOff size={56} stroke={1.3} color="var(--mantine-color-dark-2)" />
        <Text size="lg" fw={600}>
          {message ?? t('pages.notFound')}
        </Text>
        <Stack gap="xs" align="center">
          {onRetry && (
            <Button variant="light" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )}
          <Button component={Link} to={PATHS.pages} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('pages.allPages')}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
