import { gameUrl, type GameProvider } from './game-provider.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * SoftGamings answers markup, as its real integration does: a placeholder carrying the game URL and
 * the embed script that turns it into the game's frame. The URL sits in an HTML attribute, so it
 * is HTML-escaped (`&` as `&amp;`); the DOM hands the embed script the plain URL back. The game's
 * name goes along as the frame's title, so a screen reader names the frame the script draws.
 */
export const createSoftGamingsProvider = (baseUrl: string): GameProvider => ({
  key: 'softgamings',
  providerName: 'SoftGamings',
  baseUrl,
  launch: async (launch) => ({
    markup: `<div class="sg-game" data-sg-launch="${escapeHtml(gameUrl(baseUrl, 'softgamings', launch))}" data-sg-title="${escapeHtml(launch.gameName)}"></div><script src="${escapeHtml(`${baseUrl}/softgamings/embed.js`)}"></script>`,
  }),
});
