/**
 * The site: the shell's build at `/` with SPA fallback (404 for an address no page route serves),
 * each remote's build under `/remotes/<folder>/`,
 * `/remotes.json` (where each Module Federation remote lives), and the content images under `/static/`.
 * The home page's HTML carries its first screen and site content (see first-screen.ts).
 * A front end that is not built yet is a warning, not a crash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, routeMatches, SHELL_ROUTES } from '@arcadia/shared/core';
import type { Config } from '../config.js';
import type { Executor } from '../db/connect.js';
import { gameByCode } from '../modules/casino/casino.service.js';
import { buildSiteContent, getPage } from '../modules/cms/cms.service.js';
import { sendNotFound } from '../plugins/app/envelope.js';
import { noticeDismissed, renderFirstScreen } from './first-screen.js';

/**
 * The remotes of the root the site serves, built or not: its `remote-<name>` folders (the same rule
 * as the repository's tools/workspaces.cjs, which this bundled server does not load), each served
 * under `/remotes/<folder>/` and known to Module Federation as `remote_<name>`.
 */
export function remoteFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^remote-[a-z0-9-]+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export type RemotesManifest = Record<string, string>;

/** Each remote of the served root at `/remotes/<folder>/mf-manifest.json`. */
export function defaultRemotesManifest(root: string): RemotesManifest {
  return Object.fromEntries(remoteFolders(root).map((folder) => [folder.replace(/-/g, '_'), `/remotes/${folder}/mf-manifest.json`]));
}

/** The default map, or the REMOTES_MANIFEST file's object (remote name → manifest URL) instead. */
export function loadRemotesManifest(config: Config): RemotesManifest {
  if (!config.remotesManifest) return defaultRemotesManifest(config.staticRoot);
  const parsed: unknown = JSON.parse(readFileSync(config.remotesManifest, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.values(parsed).every((v) => typeof v === 'string')) {
    throw new Error(`REMOTES_MANIFEST ${config.remotesManifest} must hold a JSON object of remote name → manifest URL`);
  }
  return parsed as RemotesManifest;
}

/** Origins of remotes hosted elsewhere, which the CSP must allow. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const shellDist = (config: Config) => join(config.staticRoot, 'shell', 'dist');

/** CSP hashes of the inline scripts in the shell's index.html (none is allowed without its hash). */
export function inlineScriptHashes(config: Config): string[] {
  const index = join(shellDist(config), 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Content-hashed file names (`main.3f9a1c2b.js`, `523.8d2e0f11a4.css`) never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|png|jpe?g|svg|webp|avif|gif|ico|json|map)$/i;
/** Files that say which build is current must be revalidated on every load. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'remotes.json', 'shared-versions.json']);

export function cacheControlFor(path: string): string {
  const name = basename(path);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The page routes of the site: the shell's and those of each remote's `arcadia-manifest.json` (beside
 * its `mf-manifest.json` in its build). Null when a remote's are unknown here (not built, or served
 * from another origin by REMOTES_MANIFEST): then any address may be one of its pages.
 */
export function pageRoutes(config: Config, remotes: RemotesManifest): string[] | null {
  const routes: string[] = [...SHELL_ROUTES];
  for (const url of Object.values(remotes)) {
    const local = /^\/remotes\/(remote-[a-z0-9-]+)\/mf-manifest\.json$/.exec(url);
    if (!local) return null;
    try {
      const manifest = JSON.parse(readFileSync(join(config.staticRoot, local[1]!, 'dist', 'arcadia-manifest.json'), 'utf8')) as { routes?: { path?: unknown }[] };
      for (const route of manifest.routes ?? []) if (typeof route.path === 'string') routes.push(route.path);
    } catch {
      return null;
    }
  }
  return routes;
}

/** A game's page address segment as the catalogue writes game codes (older base64 links do not look like one). */
const GAME_CODE = /^[a-z0-9][a-z0-9-]{1,63}$/;

/**
 * Whether the subject a page's address names exists: a content page (`/pages/{id}`) and a game
 * (`/casino/play/{code}`) are looked up, so a link to one that is not there answers 404 like any
 * unknown address (the page shows its own "not found"). An older game link (base64 of the game's
 * JSON) is left to the page, which opens it and moves to the code's address; anything else there
 * names no game. Other addresses name no
 * subject. An unknown dashboard address is no 404: the account's pages lead it to their hub.
 */
export async function subjectExists(db: Executor, path: string): Promise<boolean> {
  const segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  if (segments.length === 2 && segments[0]!.toLowerCase() === 'pages') {
    const id = Number(segments[1]);
    return Number.isSafeInteger(id) && id > 0 && (await getPage(db, id, DEFAULT_LANGUAGE)) !== null;
  }
  if (segments.length >= 3 && segments[0]!.toLowerCase() === 'casino' && segments[1]!.toLowerCase() === 'play') {
    const game = segments.slice(2).join('/');
    if (GAME_CODE.test(game)) return (await gameByCode(db, game)) !== null;
    return isOlderGameLink(game);
  }
  return true;
}

/** Base64 (or base64url) of a game's JSON with its code, as older game links carried the game. */
function isOlderGameLink(param: string): boolean {
  const encoded = param.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!encoded || encoded.length > 4000 || !/^[A-Za-z0-9+/]+$/.test(encoded)) return false;
  try {
    const game: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof game === 'object' && game !== null && typeof (game as { gameCode?: unknown }).gameCode === 'string';
  } catch {
    return false;
  }
}

/** Paths that never fall back to the shell's index.html. */
const NO_FALLBACK = /^\/(?:api|hub|remotes|static)(?:\/|$)/;

export interface SiteOptions {
  config: Config;
  remotes: RemotesManifest;
}

export default fp<SiteOptions>(
  async (app, { config, remotes }) => {
    const shell = shellDist(config);
    const shellBuilt = existsSync(join(shell, 'index.html'));
    if (!shellBuilt) app.log.warn({ path: shell }, 'shell is not built (npm run build); / answers 503 until it is');

    // One @fastify/static registration decorates reply.sendFile; the content images own it (always present).
    await app.register(fastifyStatic, {
      root: config.contentRoot,
      prefix: '/static/',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    });

    for (const folder of remoteFolders(config.staticRoot)) {
      const dist = join(config.staticRoot, folder, 'dist');
      if (!existsSync(dist)) {
        app.log.warn({ path: dist }, `${folder} is not built; /remotes/${folder}/ answers 404 until it is`);
        continue;
      }
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (res, path) => {
          // The shell may live on another origin (a remote deployed alone); its manifest and chunks must be readable there.
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cache-Control', cacheControlFor(path));
        },
      });
    }

    if (shellBuilt) {
      await app.register(fastifyStatic, {
        root: shell,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        index: false,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', cacheControlFor(path));
        },
      });
    }

    app.get('/remotes.json', { schema: { querystring: { type: 'object' } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*');
      return remotes;
    });

    const sendShell = (reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', shell);
    };
    // An address no page route serves: the shell (which shows its not-found page) with a 404, so
    // search engines and link checkers see the page is not there.
    const sendShellNotFound = async (reply: FastifyReply) => {
      const html = await readFile(join(shell, 'index.html'), 'utf8');
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    // Read at start and again for an address they do not know, so a remote built later (or rebuilt
    // with new pages) is taken into account without a restart.
    let routes = pageRoutes(config, remotes);
    const isKnownPage = (path: string) => {
      const known = (list: string[] | null) => list === null || list.some((route) => routeMatches(route, path));
      if (known(routes)) return true;
      routes = pageRoutes(config, remotes);
      return known(routes);
    };
    // The home page comes with its first screen and its content (in the default language, which a
    // first visit uses): the largest paint needs no JavaScript and no section waits for an API call.
    // Without the content (a database error) it is the plain shell, which fetches it itself.
    const sendHome = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const [html, content] = await Promise.all([readFile(join(shell, 'index.html'), 'utf8'), buildSiteContent(app.db, DEFAULT_LANGUAGE)]);
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(renderFirstScreen(html, content, { noticeDismissed: noticeDismissed(request.headers.cookie) }));
      } catch (error) {
        request.log.warn({ err: error }, 'home page served without its first screen');
        return sendShell(reply);
      }
    };
    if (shellBuilt) app.get('/', sendHome);

    const pageExists = async (request: FastifyRequest, path: string) => {
      if (!isKnownPage(path)) return false;
      try {
        return await subjectExists(app.db, path);
      } catch (error) {
        // an escape that decodes to nothing names nothing; a database error leaves the page to say so itself
        if (error instanceof URIError) return false;
        request.log.warn({ err: error }, 'page served without checking that its subject exists');
        return true;
      }
    };
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NO_FALLBACK.test(path) && !basename(path).includes('.');
      if (!isPage) return sendNotFound(request, reply);
      if (shellBuilt) return (await pageExists(request, path)) ? sendShell(reply) : sendShellNotFound(reply);
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>Arcadia</title><p>The site is not built yet. Run <code>npm run build</code>, then reload.</p>');
    });
  },
  { name: 'site', dependencies: ['envelope', 'db'] },
);
