import { registerTranslations } from '@arcadia/shared';

const tr = { label: 'Kampanyalar', slide: 'Kampanya {{index}}', loading: 'Yükleniyor...', loadFailed: 'Kampanyalar yüklenemedi.' };
const en: typeof tr = { label: 'Campaigns', slide: 'Campaign {{index}}', loading: 'Loading...', loadFailed: 'The campaigns could not be loaded.' };

registerTranslations('shell', { tr: { carousel: tr }, en: { carousel: en } });
