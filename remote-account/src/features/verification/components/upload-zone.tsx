import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { Box, Button, Stack, Text, UnstyledButton } from '@arcadia/ui';
import { useMediaQuery } from '@arcadia/ui/hooks';
import type { KycDocumentKind } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { ACCEPT } from '../upload-rules';

interface UploadZoneProps {
  kind: KycDocumentKind;
  /** The card's title, which names the file input. */
  label: string;
  /** An upload runs: nothing more is taken until it ends. */
  busy: boolean;
  /** The player has a document of this kind already: the zone offers a new one. */
  again: boolean;
  onFile(file: File): void;
}

/**
 * Where a document is given: dropped on the zone or chosen with the file picker on a desktop, taken
 * with the camera on a phone (the selfie with the front camera). One file input serves them all.
 */
export function UploadZone({ kind, label, busy, again, onFile }: UploadZoneProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // A touch screen is a phone or tablet: its camera is the way to take a document.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const choose = () => input.current?.click();
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };
  const dragging = (event: DragEvent, on: boolean) => {
    event.preventDefault();
    setOver(on);
  };

  return (
    <Box
      onDragEnter={(event) => dragging(event, true)}
      onDragOver={(event) => dragging(event, true)}
      onDragLeave={(event) => dragging(event, false)}
      onDrop={(event) => {
        dragging(event, false);
        take(event.dataTransfer.files);
      }}
      data-dragging={over || undefined}
      p="md"
      style={{
        border: `1px dashed ${over ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-dark-3)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'rgba(34, 139, 230, 0.08)' : 'rgba(255, 255, 255, 0.02)',
        textAlign: 'center',
      }}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        // The selfie is taken with the front camera; other documents with the camera or from files.
        {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
        aria-label={`${label}: ${t('verification.drop.choose')}`}
        hidden
        disabled={busy}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <Stack gap={6} align="center">
        {touch ? (
          <Button variant="light" leftSection={<IconCamera size={18} />} onClick={choose} disabled={busy}>
            {kind === 'selfie' ? t('verification.drop.selfie') : again ? t('verification.drop.again') : t('verification.drop.phone')}
          </Button>
        ) : (
          <>
            <IconUpload size={22} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm">
              {over ? (
                t('verification.drop.dropping')
              ) : (
                <>
                  {again ? `${t('verification.drop.again')}: ` : null}
                  {t('verification.drop.desktop')}{' '}
                  <UnstyledButton onClick={choose} disabled={busy} c="blue.4" fw={600} fz="sm" td="underline">
                    {t('verification.drop.choose')}
                  </UnstyledButton>
                </>
              )}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('verification.drop.rules')}
        </Text>
      </Stack>
    </Box>
  );
}
