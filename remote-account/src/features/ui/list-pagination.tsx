import { Pagination } from '@arcadia/ui/display';
import { Box } from '@arcadia/ui';
import { useIsMobile } from '@arcadia/shared';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n';

interface ListPaginationProps {
  /** How many pages the list has; nothing is drawn for one page or none. */
  pages: number;
  /** The page shown, from 1 (clamped to `pages`). */
  page: number;
  onChange: (page: number) => void;
  /** The texts' key prefix in the account namespace: `<prefix>.pagination` names the navigation, `<prefix>.page.<control>` its arrows. */
  textPrefix: string;
}

/** The page switcher under an account list: compact on phones, the current page announced as such. */
export function ListPagination({ pages, page, onChange, textPrefix }: ListPaginationProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const isMobile = useIsMobile();
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t(`${textPrefix}.pagination`)}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        radius="xl"
        size={isMobile ? 'sm' : 'md'}
        siblings={isMobile ? 0 : 1}
        withEdges={!isMobile}
        getControlProps={(control) => ({ 'aria-label': t(`${textPrefix}.page.${control}`) })}
        getItemProps={(item) => ({ 'aria-current': item === page ? 'page' : undefined })}
        style={{ display: 'flex', justifyContent: 'center' }}
      />
    </Box>
  );
}
