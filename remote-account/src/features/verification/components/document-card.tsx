import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Badge, Box, Center, Group, Image, Stack, Text } from '@arcadia/ui';
import { Alert, Progress } from '@arcadia/ui/display';
import { formatDateTime, type KycDocument, type KycDocumentKind } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { useDocumentPreview } from '../hooks/use-document-preview';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { fileProblem } from '../upload-rules';
import { UploadZone } from './upload-zone';

type CardState = 'missing' | 'pending' | 'approved' | 'rejected';
const BADGE_COLOR: Record<CardState, string> = { missing: 'gray', pending: 'yellow', approved: 'teal', rejected: 'red' };

interface DocumentCardProps {
  kind: KycDocumentKind;
  /** Every document of the player, newest first; the card reads its kind's. */
  documents: readonly KycDocument[];
  /** Needed for verification (the identity's front, the proof of address, and the back of a two-sided identity document). */
  required: boolean;
}

/** One kind of document: its state and the reviewer's reason, a preview, and the upload. */
export function DocumentCard({ kind, documents, required }: DocumentCardProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const mine = documents.filter((d) => d.kind === kind);
  const newest = mine[0] ?? null;
  const state: CardState = mine.some((d) => d.status === 'approved') ? 'approved' : (newest?.status ?? 'missing');
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useDocumentUpload(kind);
  const preview = useDocumentPreview(chosen, newest);
  const title = t(`verification.kinds.${kind}.title`);
  const headingId = `document-${kind}`;

  const onFile = (file: File) => {
    const wrong = fileProblem(file);
    upload.reset();
    if (wrong) {
      setProblem(t(`verification.errors.${wrong}`));
      return;
    }
    setProblem(null);
    setChosen(file);
    upload.mutate(file);
  };
  const error = problem ?? (upload.error ? upload.error.message || t('verification.errors.failed') : null);

  return (
    <Box role="group" aria-labelledby={headingId} h="100%">
      <SectionCard p="md" h="100%">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text id={headingId} component="h3" fw={800} m={0} size="md">
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`verification.kinds.${kind}.hint`)}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flex: '0 0 auto' }}>
              <Badge color={BADGE_COLOR[state]} variant={state === 'missing' ? 'outline' : 'light'} style={{ overflow: 'visible' }} styles={{ label: { overflow: 'visible' } }}>
                {t(`verification.status.${state}`)}
              </Badge>
              <Text size="10px" c="dimmed" tt="uppercase" fw={700}>
                {required ? t('verification.required') : t('verification.optional')}
              </Text>
            </Stack>
          </Group>

          {state === 'rejected' && newest?.reason ? (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">{t('verification.rejectedBecause', { reason: newest.reason })}</Text>
            </Alert>
          ) : null}

          {preview ? (
            <Center h={132} style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-dark-8)', overflow: 'hidden' }}>
              {preview.isPdf ? (
                <Stack gap={4} align="center">
                  <IconFileTypePdf size={40} color="var(--mantine-color-red-4)" aria-hidden />
                  <Text size="xs" c="dimmed">
                    {t('verification.pdf')}
                  </Text>
                </Stack>
              ) : (
                <Image src={preview.url} alt={t('verification.preview', { kind: title })} h={132} w="100%" fit="contain" />
              )}
            </Center>
          ) : null}
          {newest ? (
            <Text size="xs" c="dimmed">
              {t('verification.uploadedAt', { date: formatDateTime(newest.uploadedAt, i18n.language) })}
            </Text>
          ) : null}

          {upload.progress !== null ? (
            <Stack gap={4}>
              <Progress value={Math.round(upload.progress * 100)} aria-label={t('verification.uploading', { percent: Math.round(upload.progress * 100) })} animated />
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('verification.uploading', { percent: Math.round(upload.progress * 100) })}
              </Text>
            </Stack>
          ) : null}
          {error ? (
            <Alert color="red" variant="light" p="xs" role="alert">
              <Text size="sm">{error}</Text>
            </Alert>
          ) : null}
          {upload.isSuccess && state === 'pending' ? (
            <Text size="sm" c="teal.4" role="status">
              {t('verification.uploaded')}
            </Text>
          ) : null}

          {state !== 'approved' ? <UploadZone kind={kind} label={title} busy={upload.isPending} again={newest !== null} onFile={onFile} /> : null}
        </Stack>
      </SectionCard>
    </Box>
  );
}
