import { Skeleton } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { SPORTS_NS } from '../../../i18n';

const SPORT_CHIPS = 6;
const MATCH_ROWS = 8;

/** The shape of a betting list (sport chips, match rows with three prices) over the frame's reserved place. */
export function FrameSkeleton() {
  const { t } = useTranslation(SPORTS_NS);
  return (
    <div className="arc-sportsbook__cover arc-sportsbook__skeleton" role="status" aria-label={t('loading')}>
      <div className="arc-sportsbook__skeleton-chips">
        {Array.from({ length: SPORT_CHIPS }, (_, i) => (
          <Skeleton key={i} height={32} width={96} radius="xl" />
        ))}
      </div>
      {Array.from({ length: MATCH_ROWS }, (_, i) => (
        <div key={i} className="arc-sportsbook__skeleton-row">
          <div className="arc-sportsbook__skeleton-teams">
            <Skeleton height={12} width="55%" radius="sm" />
            <Skeleton height={12} width="40%" radius="sm" />
          </div>
          <Skeleton height={40} width={56} radius="md" />
          <Skeleton height={40} width={56} radius="md" />
          <Skeleton height={40} width={56} radius="md" />
        </div>
      ))}
    </div>
  );
}
