import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** `'sha256-…'` sources of inline scripts the shell's index.html carries. */
  inlineScriptHashes: string[];
  /** Origins of remotes served elsewhere (from the remotes manifest): their scripts, styles, images and fonts. */
  remoteOrigins: string[];
  /** Origins the game providers serve their games from, and the sportsbooks their frames: the only frames the site opens besides its own. */
  gameOrigins?: string[];
  /** Origins of providers' scripts the site runs (SoftGamings' embed script). */
  gameScriptOrigins?: string[];
}

const unique = (sources: string[]) => [...new Set(sources)];

/**
 * Security headers with a CSP for a Module Federation site served from one origin: scripts and
 * chunks from self (plus hashed inline scripts and remotes hosted on other origins), styles inline
 * (Mantine writes its CSS variables into style tags), images from self and data URLs, the hub over
 * same-origin WebSocket, frames from self, the game providers and the sportsbooks.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { inlineScriptHashes, remoteOrigins, gameOrigins = [], gameScriptOrigins = [] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: unique(["'self'", ...inlineScriptHashes.map((h) => `'${h}'`), ...remoteOrigins, ...gameScriptOrigins]),
          // A remote's own CSS, images and fonts come from where the remote is deployed.
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
          fontSrc: ["'self'", 'data:', ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins],
          frameSrc: unique(["'self'", ...gameOrigins]),
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
        },
      },
      // Remote bundles may be fetched by a shell on another origin (CORS handles who may read them).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Plain http on localhost must keep working; HSTS belongs to the TLS-terminating proxy.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
