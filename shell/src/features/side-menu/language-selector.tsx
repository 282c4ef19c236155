import { SegmentedControl } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, type LanguageCode } from '@arcadia/shared';
import './texts';

/** tr / en switch; a change is stored and the page reloads after 100 ms. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('shell');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : LANGUAGES[0];
  return (
    <SegmentedControl
      fullWidth
      radius="xl"
      size="xs"
      aria-label={t('sideMenu.language')}
      value={current}
      onChange={(value) => {
        if (value !== current) changeLanguage(value as LanguageCode);
      }}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`sideMenu.languages.${code}`) }))}
    />
  );
}
