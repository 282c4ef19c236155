import { useTranslation } from 'react-i18next';
import type { Integration, Section } from '../integrations';
import { SPORTS_NS } from '../../../i18n';
import { ExclusionNotice } from './exclusion-notice';
import { IntegrationTabs } from './integration-tabs';
import { SportsbookFrame } from './sportsbook-frame';
import '../sportsbook.css';

/**
 * `/spor/<integration>/…` and `/livespor/<integration>/…`: the area's title, the integration switch,
 * what a time-out closes (when one runs), the frame.
 */
export function SportsbookPage({ section, integration }: { section: Section; integration: Integration }) {
  const { t } = useTranslation(SPORTS_NS);
  return (
    <section className="arc-sportsbook">
      <div className="arc-sportsbook__head">
        <h1 className="arc-sportsbook__title">{t(`title.${section}`)}</h1>
        <IntegrationTabs section={section} integration={integration} />
      </div>
      <ExclusionNotice />
      {/* One frame per area and integration: the frame's own page changes never remount it. */}
      <SportsbookFrame key={`${section}/${integration}`} section={section} integration={integration} />
    </section>
  );
}
