import { registerTranslations } from '@arcadia/shared';

const tr = { label: 'Sayfa konumu' };
const en: typeof tr = { label: 'Breadcrumb' };

registerTranslations('shell', { tr: { breadcrumbs: tr }, en: { breadcrumbs: en } });
