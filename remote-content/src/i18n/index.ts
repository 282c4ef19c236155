import { registerTranslations } from '@arcadia/shared';
import { contentEn } from './content.en';
import { contentTr } from './content.tr';

/** The `content` namespace of this remote; its pages read their texts with `useTranslation(CONTENT_NS)`. */
export const CONTENT_NS = 'content';

registerTranslations(CONTENT_NS, { tr: contentTr, en: contentEn });
