/** A script of the markup, to be made again as a live element. */
interface MarkupScript {
  attributes: [name: string, value: string][];
  text: string;
}

export interface SplitMarkup {
  /** The markup without its scripts. */
  html: string;
  scripts: MarkupScript[];
}

/**
 * Parses a provider's markup inertly (a template runs nothing and loads nothing) and takes its
 * `<script>` elements out: scripts inserted as HTML never run, so they are made again one by one.
 */
export function splitMarkup(markup: string): SplitMarkup {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const scripts = Array.from(template.content.querySelectorAll('script'), (script) => {
    script.remove();
    return { attributes: Array.from(script.attributes, (a): [string, string] => [a.name, a.value]), text: script.text };
  });
  return { html: template.innerHTML, scripts };
}

/**
 * Puts the markup in `container`: first the rest, so the script finds the element it draws into,
 * then each script as a new element, in order, so it runs.
 */
export function insertMarkup(container: HTMLElement, markup: string): void {
  const { html, scripts } = splitMarkup(markup);
  container.innerHTML = html;
  for (const { attributes, text } of scripts) {
    const script = document.createElement('script');
    for (const [name, value] of attributes) script.setAttribute(name, value);
    // Appended scripts load asynchronously unless told otherwise; the markup's order is kept.
    if (script.src) script.async = false;
    script.text = text;
    container.appendChild(script);
  }
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url, document.baseURI);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The origins the game in the markup speaks from: its script's, and its frame's (a frame in the
 * markup, or the launch URL it hands the script). Frame messages are accepted from these only.
 */
export function markupOrigins(markup: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const urls = [
    ...Array.from(template.content.querySelectorAll('script[src]'), (el) => el.getAttribute('src')),
    ...Array.from(template.content.querySelectorAll('iframe[src]'), (el) => el.getAttribute('src')),
    ...Array.from(template.content.querySelectorAll('[data-sg-launch]'), (el) => el.getAttribute('data-sg-launch')),
  ];
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

/** The game URL's origin; null for anything but http(s), which is never put in a frame. */
export const gameUrlOrigin = (url: string): string | null => originOf(url);
