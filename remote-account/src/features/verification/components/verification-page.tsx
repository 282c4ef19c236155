import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconClock, IconId, IconShieldCheck } from '@tabler/icons-react';
import { Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { formatMoney, KYC_DOCUMENT_KINDS, useKycStatus, type KycDocument, type KycDocumentKind, type KycLevel } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { LoadError, SectionCard } from '../../ui';
import { DocumentCard } from './document-card';

const LEVEL_LOOK: Record<KycLevel, { icon: typeof IconId; color: string }> = {
  none: { icon: IconId, color: 'blue' },
  pending: { icon: IconClock, color: 'yellow' },
  verified: { icon: IconShieldCheck, color: 'teal' },
  rejected: { icon: IconAlertTriangle, color: 'red' },
};

/** What verification always needs: the identity document's front and a proof of address. */
const ALWAYS_REQUIRED: readonly KycDocumentKind[] = ['identity_front', 'address'];

const isApproved = (documents: readonly KycDocument[], kind: KycDocumentKind) => documents.some((d) => d.kind === kind && d.status === 'approved');

/**
 * `/dashboard/verification`: where the player stands, what they may deposit before verification,
 * and a card per kind of document with its state, the reviewer's reason, a preview and the upload.
 */
export function VerificationPage() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const status = useKycStatus();

  if (status.isError && !status.data) return <LoadError message={status.error.message} onRetry={() => void status.refetch()} />;
  if (!status.data) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={120} radius="lg" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {KYC_DOCUMENT_KINDS.map((kind) => (
            <Skeleton key={kind} h={240} radius="lg" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  const { level, documents, depositsBeforeVerification: deposits } = status.data;
  // The server names what is still needed; the back of the identity document joins the list once
  // the reviewer says the document has two sides (and stays in it once approved: it counted).
  const required = new Set<KycDocumentKind>([...ALWAYS_REQUIRED, ...(status.data.required ?? []), ...(isApproved(documents, 'identity_back') ? (['identity_back'] as const) : [])]);
  const backMissing = required.has('identity_back') && !isApproved(documents, 'identity_back');
  const levelText =
    level === 'none' && backMissing
      ? t(isApproved(documents, 'address') ? 'verification.levels.none.textBack' : 'verification.levels.none.textBackAndAddress')
      : t(`verification.levels.${level}.text`);
  const look = LEVEL_LOOK[level];
  const Icon = look.icon;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <Stack gap="lg">
      <SectionCard>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" color={look.color} aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text component="h2" fw={800} size="lg" m={0} data-testid="verification-level" data-level={level}>
              {t(`verification.levels.${level}.title`)}
            </Text>
            <Text size="sm">{levelText}</Text>
            {level !== 'verified' ? (
              <>
                <Text size="sm" c="dimmed">
                  {t('verification.intro', { limit: money(deposits.limit) })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('verification.deposits', { used: money(deposits.used), limit: money(deposits.limit) })}
                </Text>
              </>
            ) : null}
          </Stack>
        </Group>
      </SectionCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentCard key={kind} kind={kind} documents={documents} required={required.has(kind)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
