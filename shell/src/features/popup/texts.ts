import { registerTranslations } from '@arcadia/shared';

const tr = { label: 'Kampanya duyurusu', close: 'Kapat', image: 'Kampanyayı görüntüle' };
const en: typeof tr = { label: 'Campaign announcement', close: 'Close', image: 'View the campaign' };

registerTranslations('shell', { tr: { popup: tr }, en: { popup: en } });
