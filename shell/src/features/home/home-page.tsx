import { Title, VisuallyHidden } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { HomeCarousel } from '../carousel';
import { RemoteModule, useRemoteManifests } from '../../remotes';
import './texts';
import './home.css';

/**
 * `/`: the carousel and the sections remotes contribute through their manifests (the casino's
 * category tiles and jackpots, remote-content's promotions), each in a box of its reserved height.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { status, remotes } = useRemoteManifests();
  const sections = remotes
    .flatMap(({ name, manifest }) => manifest.homeSections.map((section) => ({ remote: name, section })))
    .sort((a, b) => a.section.order - b.section.order);
  return (
    <div className="arc-home">
      <VisuallyHidden>
        <Title order={1}>{t('home.welcome')}</Title>
      </VisuallyHidden>
      <HomeCarousel />
      {/* Until the manifests say which sections come, the space below the slider stays reserved (a
          screen high), so nothing the player sees moves when they arrive. */}
      {status === 'loading' && <div className="arc-home__pending" aria-busy="true" />}
      {sections.map(({ remote, section }) => (
        <RemoteModule
          key={`${remote}:${section.id}`}
          remote={remote}
          module={section.module}
          props={{ section: section.id }}
          minHeight={section.minHeight}
          errorFallback={null}
        />
      ))}
    </div>
  );
}
