import { registerTranslations } from '@arcadia/shared';

const tr = { label: 'Kampanyalar', slide: 'Kampanya {{index}}', loading: 'Yükleniyor...', placeholder: 'Arcadia' };
const en: typeof tr = { label: 'Campaigns', slide: 'Campaign {{index}}', loading: 'Loading...', placeholder: 'Arcadia' };

registerTranslations('shell', { tr: { carousel: tr }, en: { carousel: en } });
