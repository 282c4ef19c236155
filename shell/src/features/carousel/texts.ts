import { registerTranslations } from '@arcadia/shared';

const tr = { label: 'Kampanyalar', slide: 'Kampanya {{index}}', loading: 'Yükleniyor...' };
const en: typeof tr = { label: 'Campaigns', slide: 'Campaign {{index}}', loading: 'Loading...' };

registerTranslations('shell', { tr: { carousel: tr }, en: { carousel: en } });
