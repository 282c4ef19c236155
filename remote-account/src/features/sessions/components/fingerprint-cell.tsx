import { ActionIcon, Group, Text, Tooltip } from '@arcadia/ui';
import { Code } from '@arcadia/ui/display';
import { CopyButton } from '@arcadia/ui/forms';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import { shortenFingerprint } from '../session-display';

/** A shortened fingerprint; the full value in a tooltip and one click away on the clipboard. */
export function FingerprintCell({ fingerprint }: { fingerprint: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (!fingerprint) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={fingerprint} withArrow multiline maw={320} style={{ wordBreak: 'break-all' }}>
        <Code c="gray.4" bg="dark.5" fz="xs" style={{ whiteSpace: 'nowrap' }} data-fingerprint={fingerprint}>
          {shortenFingerprint(fingerprint)}
        </Code>
      </Tooltip>
      <CopyButton value={fingerprint} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('sessions.copied') : t('sessions.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={t('sessions.copy')}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
