import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../plugins/app/module-options.js';
import { localize, type Localized } from '../../plugins/app/messages.js';
import { verifyReceived } from '../../providers/signature.js';
import { parseRequest, requestIdOf, WALLET_ACTIONS, type WalletAction, type WalletResponse, type WalletStatus } from './games-wallet.contract.js';
import { foldJackpotContributions, JACKPOT_FOLD_EVERY_MS } from '../casino/jackpots.js';
import { expireStaleRounds, handleWalletCall } from './games-wallet.service.js';

/** A wallet call is a few hundred bytes; anything past this is refused unread. */
const BODY_LIMIT = 16 * 1024;
/** How often an instance expires rounds left open (each round is expired once, under its wallet's lock). */
const EXPIRY_EVERY_MS = 5 * 60 * 1000;

/** Refusals of the request itself (not of what it asks) are 4xx and carry the site's envelope too. */
const REFUSALS: Partial<Record<WalletStatus, { code: number; text: Localized }>> = {
  RS_ERROR_INVALID_SIGNATURE: { code: 401, text: { tr: 'İmza geçersiz.', en: 'Invalid signature.' } },
  RS_ERROR_WRONG_TYPES: { code: 400, text: { tr: 'İstek sözleşmeye uymuyor.', en: 'The request does not fit the contract.' } },
};

function refuse(request: FastifyRequest, reply: FastifyReply, status: WalletStatus, code?: number): WalletResponse | (WalletResponse & { success: false; message: string; data: null }) {
  const raw = request.body;
  const answer: WalletResponse = { status, request_uuid: typeof raw === 'string' ? safeRequestId(raw) : null, user: null, currency: 'TRY', balance: null };
  const refusal = REFUSALS[status];
  if (!refusal) {
    void reply.code(200);
    return answer;
  }
  void reply.code(code ?? refusal.code);
  return { success: false, message: localize(refusal.text, request.locale), data: null, ...answer };
}

function safeRequestId(raw: string): string | null {
  try {
    return requestIdOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * `/api/games/wallet/:provider/{session,balance,bet,win,rollback}`: the seamless wallet game
 * studios call (contract in README.md). Requests are signed `v2` over the method, the path (so the
 * provider and the action) and the raw body with the provider's own key. Every answer has a Hub88-style `status`: HTTP 200 for what the wallet decided (RS_OK, a
 * refused bet, an unknown transaction...), 401 for a bad signature and 400 (413 when too large,
 * 415 for a Content-Type that names no media type) for a body that does not fit, those with the
 * site's envelope as well.
 */
const gamesWalletRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config }) => {
  const rules = { slotStakeCaps: { slotStakeCapKurus: config.slotStakeCapKurus, slotStakeCapYoungAdultKurus: config.slotStakeCapYoungAdultKurus } };
  // The body is read as the raw text the signature covers, whatever media type the Content-Type
  // names (text/plain, form-urlencoded...). A header that names none (`json`, or two types in one)
  // is refused by Fastify before this parser: 415, RS_ERROR_WRONG_TYPES.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  // Whatever fails (oversized or unreadable body, a bug) still answers in the contract's shape.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'game wallet call failed');
    const client = status >= 400 && status < 500;
    void reply.send(refuse(request, reply, client ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_UNKNOWN', client ? status : undefined));
  });

  for (const action of WALLET_ACTIONS) {
    app.post<{ Params: { provider: string } }>(`/:provider/${action}`, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const provider = request.params.provider;
      const secret = Object.hasOwn(config.gameStudioSecrets, provider) ? config.gameStudioSecrets[provider] : undefined;
      if (!secret || !verifyReceived(secret, request, raw)) {
        request.log.warn({ provider, action }, 'game wallet call refused: unknown provider, bad signature or stale timestamp');
        return refuse(request, reply, 'RS_ERROR_INVALID_SIGNATURE');
      }
      const parsed = parseRequest(action as WalletAction, raw);
      if (!parsed) return refuse(request, reply, 'RS_ERROR_WRONG_TYPES');
      try {
        // The accounts' clock: the time limits and reality checks read, which tests move forward.
        return await handleWalletCall(app.db, provider, action, parsed, app.accounts.clock.date(), rules);
      } catch (error) {
        request.log.error({ err: error, provider, action }, 'game wallet call failed; the studio retries it');
        return refuse(request, reply, 'RS_ERROR_UNKNOWN');
      }
    });
  }

  let timer: NodeJS.Timeout | null = null;
  let foldTimer: NodeJS.Timeout | null = null;
  let folding: Promise<void> | null = null;
  const expire = async () => {
    try {
      const expired = await expireStaleRounds(app.db);
      if (expired > 0) app.log.info({ expired }, 'game rounds left open expired');
    } catch (error) {
      app.log.warn({ err: error }, 'game round expiry failed; it runs again later');
    }
  };
  // Bets append their jackpot contributions; the wallet that appends them folds them into the pools.
  const fold = () => {
    folding ??= foldJackpotContributions(app.db)
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'jackpot fold failed; the contributions stay pending (and counted) until the next one'))
      .finally(() => {
        folding = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void expire(), EXPIRY_EVERY_MS);
    timer.unref();
    foldTimer = setInterval(fold, JACKPOT_FOLD_EVERY_MS);
    foldTimer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (foldTimer) clearInterval(foldTimer);
    // The database closes after this plugin: a fold under way finishes first.
    await folding;
  });
};

export default gamesWalletRoutes;
