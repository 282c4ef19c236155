import { useEffect } from 'react';
import { Button, Container } from '@arcadia/ui';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@arcadia/shared';
import '../../../i18n/launch';
import '../play.css';

/**
 * An anonymous player on a game's address: the login dialog opens at once, and this stays behind it
 * (with a button to open it again); the game starts as soon as the player is signed in.
 */
export function SignInToPlay({ name }: { name: string }) {
  const { t } = useTranslation('casino');
  useEffect(() => openDialog('login'), []);
  return (
    <Container size="sm" className="arc-play-state">
      <IconLogin2 size={44} aria-hidden className="arc-play-state__icon" />
      <h1 className="arc-play-state__title">{t('play.signInTitle')}</h1>
      <p className="arc-play-state__text">{t('play.signInText', { name })}</p>
      <Button color="yellow" c="dark.9" radius="md" onClick={() => openDialog('login')}>
        {t('play.signIn')}
      </Button>
    </Container>
  );
}
