import { Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../../../i18n';
import sideImage from '../assets/register-side.svg';
import classes from './register.module.css';

/** The casino picture beside the registration form on wide screens, with a short welcome. */
export function RegisterSideImage({ fast = false }: { /** The fast form, which offers no trial bonus. @default false */ fast?: boolean }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div className={classes.side} style={{ backgroundImage: `url(${sideImage})` }} role="img" aria-label={t('register.sideImageAlt')}>
      <Text className={classes.sideTitle}>{t('register.sideTitle')}</Text>
      <Text size="sm" c="gray.3" mt={6}>
        {t(fast ? 'register.sideTextFast' : 'register.sideText')}
      </Text>
    </div>
  );
}
