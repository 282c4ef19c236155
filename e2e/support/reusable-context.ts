/**
 * Browser contexts a worker's journeys take in turn. A new context per journey starts with an
 * empty HTTP cache: every journey then downloaded and compiled the whole site again, about four
 * seconds of CPU a page on this machine against about one and a half from the cache. A journey
 * here gets a context with the same options as the one before it, emptied of what the last journey
 * left (its pages closed, its cookies and the storage of every origin it opened: the site's and the
 * partners' frames), with the HTTP cache kept, as it is for a returning player whose storage was
 * cleared. What the cache holds cannot leak from one journey to the next: the API answers
 * `no-store` and the entry files `no-cache`, and a page with routes of its own bypasses the cache.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/** Storage that belongs to a player or a device; the HTTP cache is left out on purpose. */
const PLAYER_STORAGE = ['cookies', 'local_storage', 'indexeddb', 'websql', 'service_workers', 'cache_storage', 'file_systems', 'shader_cache', 'storage_buckets'].join(',');

interface Lease {
  context: BrowserContext;
  /** Ends the journey's use: a reusable context is emptied for the next one, a fresh one closed. */
  release(): Promise<void>;
}

export class ReusableContexts {
  private idle: { key: string; context: BrowserContext; origins: Set<string> } | null = null;

  constructor(private readonly browser: Browser) {}

  async lease(options: BrowserContextOptions, { fresh = false } = {}): Promise<Lease> {
    if (fresh) {
      const context = await this.browser.newContext(options);
      return { context, release: () => context.close() };
    }
    const key = JSON.stringify(options);
    if (this.idle?.key !== key) {
      await this.idle?.context.close();
      this.idle = null;
    }
    const entry = this.idle ?? { key, context: await this.browser.newContext(options), origins: new Set<string>() };
    this.idle = null;
    const track = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const origin = originOf(frame.url());
        if (origin) entry.origins.add(origin);
      });
    entry.context.on('page', track);
    return {
      context: entry.context,
      release: async () => {
        entry.context.off('page', track);
        try {
          await empty(entry.context, entry.origins);
          entry.origins.clear();
          this.idle = entry;
        } catch {
          // A context that cannot be emptied (its browser gone, say) is not handed on.
          await entry.context.close().catch(() => undefined);
        }
      },
    };
  }

  async close(): Promise<void> {
    await this.idle?.context.close().catch(() => undefined);
    this.idle = null;
  }
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin.startsWith('http') ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Closes the journey's pages (their connections to the hub end with them) and removes its cookies
 * and every origin's storage, through a blank page of the same context.
 */
async function empty(context: BrowserContext, origins: Set<string>): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  await context.clearPermissions();
  const blank = await context.newPage();
  try {
    const session = await context.newCDPSession(blank);
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: PLAYER_STORAGE });
    await session.detach();
  } finally {
    await blank.close();
  }
}
