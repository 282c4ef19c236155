import { registerTranslations } from '@arcadia/shared';

/** The exclusion banner and the once-only note on the tools (the page itself is remote-content's). */
const tr = {
  banner: {
    label: 'Oyuna kapalı hesap',
    until: 'Hesabınız {{date}}’e kadar oyuna kapalı',
    indefinite: 'Hesabınız süresiz olarak oyuna kapalı',
    link: 'Sorumlu oyun hakkında',
  },
  toolsNote: {
    title: 'Sorumlu oyun araçlarınız',
    intro: 'Oyununuzu kontrol altında tutmanız için araçlarınız Hesabım › Sorumlu Oyun sayfasında:',
    limits: 'Para yatırma, kayıp ve bahis limitleri (günlük, haftalık, aylık)',
    realityCheck: 'Gerçeklik kontrolü: oturumunuzun özeti, seçtiğiniz aralıkla',
    timeout: 'Mola: bir günden altı haftaya kadar ara',
    selfExclusion: 'Kendini oyundan uzaklaştırma: 6 aydan süresize kadar',
    more: 'Alt bilgideki ve menüdeki “Sorumlu Oyun” bağlantısı da her zaman buraya yol gösterir.',
    limitsButton: 'Limitler',
    ok: 'Tamam',
  },
};
const en: typeof tr = {
  banner: {
    label: 'Account closed to play',
    until: 'Your account is closed to play until {{date}}',
    indefinite: 'Your account is closed to play indefinitely',
    link: 'About responsible gaming',
  },
  toolsNote: {
    title: 'Your responsible gaming tools',
    intro: 'Your tools to stay in control are on the My Account › Responsible Gaming page:',
    limits: 'Deposit, loss and stake limits (per day, week and month)',
    realityCheck: 'Reality checks: a summary of your session at the interval you choose',
    timeout: 'Time-out: a break from a day to six weeks',
    selfExclusion: 'Self-exclusion: from 6 months to indefinitely',
    more: 'The “Responsible Gaming” link in the footer and the menu always leads here too.',
    limitsButton: 'Limits',
    ok: 'OK',
  },
};

registerTranslations('shell', { tr: { responsibleGaming: tr }, en: { responsibleGaming: en } });
