/**
 * The home page's first screen, painted from the HTML before the shell's JavaScript arrives: the
 * header bar with the logo, the domain notice's slot and the first slide of the home slider (the
 * page's largest paint), plus the site content itself as a JSON block, so the shell's first render
 * already has every section's data and nothing is inserted above what the player sees.
 * React replaces the markup inside #root on its first render; the same image URL at the same size
 * keeps the largest paint at this early time.
 */
import { NOTICE_READ_COOKIE, type SiteContent } from '@arcadia/shared/core';

/** Id of the `<script type="application/json">` block the shell reads its first content from. */
export const SITE_CONTENT_ELEMENT_ID = 'arc-site-content';

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` escaped, so a CMS text can
 * neither close the block (`</script>`) nor open a comment in it. JSON.parse reads them back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Whether the request's cookies say the domain notice was dismissed. */
export function noticeDismissed(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${NOTICE_READ_COOKIE}=1`);
}

/*
 * The first screen's CSS mirrors the shell's layout (header 72 px, 60 px at 900 px and below; the
 * side menu's 264 px beside the page above 1100 px; the page's padding; the notice's slot (its
 * reserved height: 64 px, 122 px on phones); slides
 * at 1040:600, one per view, two from 768 px, three from 1920 px, 20 px apart), so the shell's
 * render lands where this one painted. The slide has no border here: its image must not be smaller
 * than the shell's, or the shell's would count as a new, later largest paint.
 */
const FIRST_SCREEN_CSS = `
.arc-first__header{position:fixed;top:0;left:0;right:0;z-index:150;box-sizing:border-box;height:72px;display:flex;align-items:center;padding:0 22px;background:rgba(17,15,44,.86);border-bottom:1px solid rgba(154,140,255,.14)}
.arc-first__main{box-sizing:border-box;padding-top:72px}
.arc-first__page{box-sizing:border-box;width:100%;max-width:1440px;margin:0 auto;padding:20px 24px 48px}
.arc-first__notice{box-sizing:border-box;height:64px;margin-bottom:16px;border-radius:14px;border:1px solid rgba(255,190,40,.35);background:linear-gradient(90deg,rgba(255,187,18,.14),rgba(108,67,229,.12)),#161338}
.arc-first__slides{display:flex;gap:20px;overflow:hidden;margin-bottom:28px}
.arc-first__slide{flex:0 0 100%;aspect-ratio:1040/600;overflow:hidden;border-radius:18px;background:#161338}
.arc-first__slide img{display:block;width:100%;height:100%;object-fit:cover}
@media (min-width:768px){.arc-first__slide{flex-basis:calc(50% - 10px)}}
@media (min-width:1920px){.arc-first__slide{flex-basis:calc(33.3333% - 13.3333px)}}
@media (min-width:1101px){.arc-first__main{padding-left:264px}}
@media (max-width:1100px){.arc-first__header{padding-left:70px}}
@media (max-width:900px){.arc-first__header{height:60px;justify-content:center;padding:0 10px}.arc-first__logo{width:132px;height:30px}.arc-first__main{padding-top:60px}.arc-first__page{padding:14px 14px 32px}.arc-first__notice{height:122px}}
`.trim();

/** The logo's emblem and wordmark (as the shell's Logo draws it), 34 px high, 30 px on phones. */
const LOGO = `<svg class="arc-first__logo" width="150" height="34" viewBox="0 0 176 40" role="img" aria-label="Arcadia"><defs><linearGradient id="arc-first-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe9a8"/><stop offset=".45" stop-color="#ffbb12"/><stop offset="1" stop-color="#d98c00"/></linearGradient><linearGradient id="arc-first-violet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e6eec"/><stop offset="1" stop-color="#3e0fc8"/></linearGradient></defs><path d="M20 3 L35 17 L20 37 L5 17 Z" fill="url(#arc-first-violet)" stroke="url(#arc-first-gold)" stroke-width="2.2" stroke-linejoin="round"/><path d="M11 17 L15 11 L20 15 L25 11 L29 17 Z" fill="url(#arc-first-gold)"/><path d="M11 17 L20 31 L29 17" fill="none" stroke="url(#arc-first-gold)" stroke-width="1.6" stroke-linejoin="round" opacity=".85"/><text x="46" y="28.5" fill="url(#arc-first-gold)" font-family="'Montserrat Variable',Montserrat,'Segoe UI',Arial,sans-serif" font-size="23" font-weight="800" letter-spacing="2.5">ARCADIA</text></svg>`;

/** Width and height given to slide images: their 1040:600 frame (the CSS sizes them to the slot). */
export const SLIDE_IMAGE_SIZE = { width: 1040, height: 600 } as const;

/** The home slider's first slide: slides of slug `home`, or of the first item's slug when there is no `home` one (as the shell's carousel picks them). */
export function firstHomeSlide(list: SiteContent['sliderList'] | undefined): SiteContent['sliderList'][number] | null {
  if (!list?.length) return null;
  const slug = list.some((item) => item.slug === 'home') ? 'home' : list[0]?.slug;
  return list.find((item) => item.slug === slug) ?? null;
}

function firstSlide(content: SiteContent): string {
  const slide = firstHomeSlide(content.sliderList);
  const [base, medium, large] = slide?.images ?? [];
  if (!base?.url) return '';
  const sources = [
    large?.url ? `<source media="(min-width: 1200px)" srcset="${escapeHtml(large.url)}">` : '',
    medium?.url ? `<source media="(min-width: 992px)" srcset="${escapeHtml(medium.url)}">` : '',
  ].join('');
  return (
    `<div class="arc-first__slides"><div class="arc-first__slide"><picture>${sources}` +
    `<img src="${escapeHtml(base.url)}" alt="" width="${SLIDE_IMAGE_SIZE.width}" height="${SLIDE_IMAGE_SIZE.height}" fetchpriority="high">` +
    `</picture></div></div>`
  );
}

/**
 * Preloads of the first slide's image, one per size with the media query its <source> answers to,
 * placed before the shell's scripts: its request goes out first, so it is painted before the
 * scripts have run (the largest paint then depends on no script).
 */
function firstSlidePreloads(content: SiteContent): string {
  const [base, medium, large] = firstHomeSlide(content.sliderList)?.images ?? [];
  if (!base?.url) return '';
  const sizes = [
    { url: large?.url, media: '(min-width: 1200px)' },
    { url: medium?.url, media: large?.url ? '(min-width: 992px) and (max-width: 1199.98px)' : '(min-width: 992px)' },
  ].filter((size): size is { url: string; media: string } => Boolean(size.url));
  const baseMedia = medium?.url ? '(max-width: 991.98px)' : large?.url ? '(max-width: 1199.98px)' : '';
  return [...sizes, { url: base.url, media: baseMedia }]
    .map(({ url, media }) => `<link rel="preload" as="image" href="${escapeHtml(url)}"${media ? ` media="${media}"` : ''} fetchpriority="high">`)
    .join('');
}

export interface FirstScreenOptions {
  /** The player dismissed the domain notice (its cookie): no slot for it. */
  noticeDismissed: boolean;
}

/**
 * The shell's index.html with the site content and the first screen put in. An index.html without
 * an empty `#root` (an unexpected build) comes back unchanged.
 */
export function renderFirstScreen(indexHtml: string, content: SiteContent, options: FirstScreenOptions): string {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) return indexHtml;
  const notice = content.domainStatus?.current && !options.noticeDismissed ? '<div class="arc-first__notice"></div>' : '';
  // aria-hidden: a picture of the page to come, with nothing to operate; the shell's render brings the real one.
  const markup =
    `<div class="arc-first" aria-hidden="true"><div class="arc-first__header">${LOGO}</div>` +
    `<div class="arc-first__main"><div class="arc-first__page">${notice}${firstSlide(content)}</div></div></div>`;
  const early = `${firstSlidePreloads(content)}<style>${FIRST_SCREEN_CSS}</style>`;
  const data = `<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">${jsonForHtml(content)}</script>`;
  // The preloads and the first screen's CSS go before the head's first script, the data at its end.
  const headEnd = indexHtml.indexOf('</head>');
  const firstScript = indexHtml.indexOf('<script');
  const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  const withHead = `${indexHtml.slice(0, at)}${early}${indexHtml.slice(at, headEnd)}${data}${indexHtml.slice(headEnd)}`;
  return withHead.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
}
