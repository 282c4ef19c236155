import { Badge } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { INTEGRATIONS, integrationPath, type Integration, type Section } from '../integrations';
import { SPORTS_NS } from '../../../i18n';

/** The integration switch above the frame: each is its own address, so it is a row of links, the current one marked. */
export function IntegrationTabs({ section, integration }: { section: Section; integration: Integration }) {
  const { t } = useTranslation(SPORTS_NS);
  return (
    <nav aria-label={t('switchLabel')} className="arc-sportsbook__tabs">
      {INTEGRATIONS.map((key) => (
        <Link
          key={key}
          to={integrationPath(section, key)}
          className="arc-sportsbook__tab"
          aria-current={key === integration ? 'page' : undefined}
        >
          <span>{t(`integrations.${key}`)}</span>
          {key === 'fcg' ? (
            <Badge size="xs" radius="sm" color="red" variant="filled" className="arc-sportsbook__badge">
              {t('highRate')}
            </Badge>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
