import { registerTranslations } from '@arcadia/shared';

const tr = {
  welcome: 'Arcadia’ya hoş geldiniz',
};
const en: typeof tr = {
  welcome: 'Welcome to Arcadia',
};

registerTranslations('shell', { tr: { home: tr }, en: { home: en } });
