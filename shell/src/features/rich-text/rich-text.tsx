import { useMemo } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps extends BoxProps {
  /** CMS HTML; sanitised again before it is rendered. */
  html: string;
}

/** Renders CMS HTML (page bodies, promotion descriptions) through the allow-list sanitiser. */
export function RichText({ html, ...others }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="arc-rich-text" {...others} dangerouslySetInnerHTML={{ __html: safe }} />;
}
