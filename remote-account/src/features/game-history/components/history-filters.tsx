import { Box, SegmentedControl } from '@arcadia/ui';
import { Grid } from '@arcadia/ui/display';
import { Input, TextInput } from '@arcadia/ui/forms';
import { useTranslation } from 'react-i18next';
import { GAME_PRODUCTS, type GameProduct } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { MAX_RANGE_DAYS, shiftDay, type HistoryFilterPatch, type HistoryFilters } from '../hooks/use-history-filters';

interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (patch: HistoryFilterPatch) => void;
  /** False when the list is one product's: only the dates are filtered. */
  withProduct?: boolean;
}

const PRODUCT_LABEL_ID = 'game-history-product-label';
const ALL = 'all';

/** Product and date range of the game history. */
export function HistoryFiltersBar({ filters, onChange, withProduct = true }: HistoryFiltersBarProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Box role="search" aria-label={t('gameHistory.filters')}>
      <SectionCard p={{ base: 'sm', sm: 'md' }}>
        <Grid gap="sm" align="flex-end">
          {withProduct ? (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Input.Wrapper label={t('gameHistory.product')} labelElement="div" labelProps={{ id: PRODUCT_LABEL_ID }}>
                <SegmentedControl
                  fullWidth
                  radius="md"
                  color="grape"
                  aria-labelledby={PRODUCT_LABEL_ID}
                  value={filters.product ?? ALL}
                  data={[ALL, ...GAME_PRODUCTS].map((value) => ({ value, label: t(`gameHistory.products.${value}`) }))}
                  onChange={(value) => onChange({ product: value === ALL ? undefined : (value as GameProduct) })}
                />
              </Input.Wrapper>
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 6, md: withProduct ? 3 : 6 }}>
            <TextInput
              type="date"
              label={t('gameHistory.from')}
              value={filters.from ?? ''}
              min={filters.to ? shiftDay(filters.to, -MAX_RANGE_DAYS) : undefined}
              max={filters.to}
              onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: withProduct ? 3 : 6 }}>
            <TextInput
              type="date"
              label={t('gameHistory.to')}
              value={filters.to ?? ''}
              min={filters.from}
              max={filters.from ? shiftDay(filters.from, MAX_RANGE_DAYS) : undefined}
              onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
            />
          </Grid.Col>
        </Grid>
      </SectionCard>
    </Box>
  );
}
