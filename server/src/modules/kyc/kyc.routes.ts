/**
 * `/api/kyc/*`, the player's side of identity verification (Bearer): the status, the upload, and
 * the player's own files. Multipart bodies are parsed by @fastify/multipart, registered in this
 * module's scope only: no other route accepts them.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { ok } from '../../plugins/app/envelope.js';
import { localize } from '../../plugins/app/messages.js';
import { strictObject, t } from '../../plugins/app/validation.js';
import { playerOf, requirePlayer } from '../auth/accounts.plugin.js';
import { fillPlural } from '../auth/auth.texts.js';
import { minutesLeft, secondsLeft } from '../auth/limits/limit-errors.js';
import { consume, type LimitRule } from '../auth/limits/rate-limits.js';
import { MAX_DOCUMENT_BYTES } from './document-files.js';
import { documentFile, kycStatus, uploadDocument, type KycDeps } from './kyc.service.js';
import { DOCUMENT_KINDS, type DocumentContentType, type DocumentKind } from './kyc.tables.js';
import { kycTexts } from './kyc.texts.js';

/** What the form's parts and headers may add to the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * Uploads one player may start in an hour, whatever becomes of them. Each image is decoded and
 * encoded again, which costs the server far more than the request: verification needs three or
 * four documents and a few retries, not a stream of 8 MB photos.
 */
export const UPLOADS_PER_HOUR = 20;
const uploadRule = (playerId: number): LimitRule => ({ key: `kyc:upload:${playerId}`, limit: UPLOADS_PER_HOUR, windowMs: 3600_000, reason: 'tooSoon' });
const EXTENSION: Record<DocumentContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Sends a stored document: never rendered inline by the browser, never cached. */
export function sendDocument(reply: FastifyReply, id: number, file: { bytes: Buffer; contentType: DocumentContentType }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="document-${id}.${EXTENSION[file.contentType]}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}

/** A body announced above the limit is refused before a byte of it is read. */
async function refuseAnnouncedTooLarge(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD) throw new ApiError(413, kycTexts.tooLarge);
}

/**
 * Takes one of the player's uploads of the hour (429 past UPLOADS_PER_HOUR, before the body is
 * read), in the counters every rate limit uses: Redis when REDIS_URL is set, so all instances count
 * together.
 */
async function limitUploads(request: FastifyRequest): Promise<void> {
  const { counters, clock } = request.server.accounts;
  const limit = await consume(counters, [uploadRule(playerOf(request).id)], clock.now());
  if (!limit.allowed) throw new ApiError(429, fillPlural(kycTexts, 'tooManyUploads', minutesLeft(limit.retryAfterMs)), { retryAfterSeconds: secondsLeft(limit.retryAfterMs) });
}

/** The form's `kind` and `file`; the file is read up to the limit and refused past it (413). */
async function readUpload(request: FastifyRequest): Promise<{ kind: string | null; file: Buffer | null }> {
  if (!request.isMultipart()) throw new ApiError(400, kycTexts.fileRequired);
  let kind: string | null = null;
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== null) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
        kind = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, kycTexts.tooLarge);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw new ApiError(400, kycTexts.fileRequired);
    if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error instanceof Error && /multipart|boundary/i.test(error.message)) throw new ApiError(400, kycTexts.fileRequired);
    throw error;
  }
  return { kind, file };
}

const kycRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const deps = (): KycDeps => ({ db: app.db, identity: app.identity, sessions: app.accounts.sessions, now: () => app.accounts.clock.date() });
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 100 },
  });

  app.get('/status', { onRequest: requirePlayer }, async (request) => ok(await kycStatus(deps(), playerOf(request).id)));

  app.post(
    '/documents',
    { onRequest: [requirePlayer, refuseAnnouncedTooLarge, limitUploads], bodyLimit: MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD },
    async (request) => {
      const player = playerOf(request);
      const { kind, file } = await readUpload(request);
      if (kind === null || !(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw new ApiError(400, kycTexts.kindRequired);
      if (file === null || file.length === 0) throw new ApiError(400, kycTexts.fileRequired);
      const stored = await uploadDocument(deps(), player.id, kind as DocumentKind, file);
      request.log.info({ playerId: player.id, documentId: stored.id, kind }, 'identity document uploaded');
      return ok(stored, localize(kycTexts.uploaded, request.locale));
    },
  );

  // The player's own document (the page's preview); anybody else's reads as missing.
  app.get<{ Params: { id: number } }>(
    '/documents/:id/file',
    { onRequest: requirePlayer, schema: { params: strictObject({ id: t.id() }, ['id']) } },
    async (request, reply) => sendDocument(reply, request.params.id, await documentFile(deps(), request.params.id, playerOf(request).id)),
  );
};

export default kycRoutes;
