import { Button, Container } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { IconArrowLeft, IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@arcadia/shared';
import '../../../i18n/launch';
import '../play.css';

/** An address under /casino/play that names no game: said plainly, with the way to the games. */
export function GameNotFound() {
  const { t } = useTranslation('casino');
  return (
    <Container size="sm" className="arc-play-state">
      <IconDeviceGamepad2 size={44} aria-hidden className="arc-play-state__icon" />
      <h1 className="arc-play-state__title">{t('play.notFoundTitle')}</h1>
      <p className="arc-play-state__text">{t('play.notFoundText')}</p>
      <Button component={Link} to={PATHS.casinoLobby} color="yellow" c="dark.9" radius="md" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('play.backToLobby')}
      </Button>
    </Container>
  );
}
