import { Box, SimpleGrid } from '@arcadia/ui';
import { NativeSelect, TextInput } from '@arcadia/ui/forms';
import { useTranslation } from 'react-i18next';
import { TransactionStatus, TransactionType } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { type ActivityFilterPatch, type ActivityFilters } from '../hooks/use-activity-filters';
import { STATUS_DISPLAY, TRANSACTION_TYPES, typeKey } from '../transaction-display';

interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  onChange: (patch: ActivityFilterPatch) => void;
}

const numberOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** Type, status and date range of the financial activities. */
export function ActivityFiltersBar({ filters, onChange }: ActivityFiltersBarProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const all = { value: '', label: t('activities.all') };
  return (
    <Box role="search" aria-label={t('activities.filters')}>
      <SectionCard p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <NativeSelect
            label={t('activities.type')}
            value={filters.type ? String(filters.type) : ''}
            data={[all, ...TRANSACTION_TYPES.map((type) => ({ value: String(type), label: t(`activities.types.${typeKey(type)}`) }))]}
            onChange={(e) => onChange({ type: numberOrUndefined(e.currentTarget.value) as TransactionType | undefined })}
          />
          <NativeSelect
            label={t('activities.status')}
            value={filters.status ? String(filters.status) : ''}
            data={[all, ...STATUS_DISPLAY.map((s) => ({ value: String(s.status), label: t(`activities.statuses.${s.key}`) }))]}
            onChange={(e) => onChange({ status: numberOrUndefined(e.currentTarget.value) as TransactionStatus | undefined })}
          />
          <TextInput
            type="date"
            label={t('activities.from')}
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={t('activities.to')}
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </SectionCard>
    </Box>
  );
}
