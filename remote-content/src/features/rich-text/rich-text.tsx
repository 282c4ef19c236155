import { useMemo, type MouseEvent } from 'react';
import { Box, type BoxProps } from '@arcadia/ui';
import { useNavigate } from '@arcadia/ui/router';
import { sanitizeHtml } from './sanitize-html';
import './rich-text.css';

export interface RichTextProps extends BoxProps {
  /** CMS HTML; sanitised again before it is rendered. */
  html: string;
}

/**
 * Renders CMS HTML (page bodies, promotion descriptions) through the allow-list sanitiser (DOMPurify). Links
 * to the site's own pages navigate inside the app instead of reloading it.
 */
export function RichText({ html, ...others }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return;
    event.preventDefault();
    navigate(href);
  };

  return <Box className="arc-rich-text" {...others} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
