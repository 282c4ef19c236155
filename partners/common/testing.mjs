/** What the partners' tests share: a fake operator's seamless wallet endpoint and a partner app started on a fresh folder. */
import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { verifyRequest } from './signature.mjs';

/**
 * What the fake operator does with one call: answer (status code and body), never answer ('drop'),
 * or close the connection without a word ('close').
 * @typedef {{ code?: number, body: Record<string, unknown> } | 'drop' | 'close'} Behaviour
 * @typedef {{ key: string, action: string, path: string, raw: string, body: any, headers: import('node:http').IncomingHttpHeaders, signed: boolean, at: number }} Received
 */

/**
 * A fake operator's seamless wallet (`POST /api/games/wallet/:key/:action`) on a local port: it
 * records every call, refuses one with a bad signature (or of a key it does not know) with
 * RS_ERROR_INVALID_SIGNATURE, lets `fault` replace an answer, and otherwise answers `answer`'s.
 * @param {{ secret: string, isKey?: (key: string) => boolean, answer: (key: string, action: string, body: any) => unknown,
 *   fault?: (action: string, body: any, calls: Received[]) => Behaviour | undefined }} options
 */
export async function startFakeWallet({ secret, isKey = () => true, answer, fault }) {
  /** @type {Received[]} */
  const received = [];
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/api/games/wallet/:key/:action', async (request, reply) => {
    const { key, action } = /** @type {{ key: string, action: string }} */ (request.params);
    const raw = typeof request.body === 'string' ? request.body : '';
    const signed = verifyRequest(secret, { method: request.method, path: request.url, body: raw, headers: request.headers });
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as unreadable
    }
    /** @type {Received} */
    const call = { key, action, path: request.url, raw, body, headers: request.headers, signed, at: Date.now() };
    received.push(call);
    if (!signed || !isKey(key)) return reply.code(401).send({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: null, user: null, currency: 'TRY', balance: null });
    const behaviour = fault?.(action, body, received);
    if (behaviour === 'drop') {
      reply.hijack();
      return;
    }
    if (behaviour === 'close') {
      request.raw.socket.destroy();
      reply.hijack();
      return;
    }
    if (behaviour) return reply.code(behaviour.code ?? 200).send(behaviour.body);
    return answer(key, action, body);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    /** @param {string} action */
    calls: (action) => received.filter((r) => r.action === action),
    /**
     * Resolves once `predicate` holds (fails the test after `timeoutMs`).
     * @param {() => boolean} predicate
     */
    async until(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`condition not met; calls: ${received.map((r) => r.action).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => app.close(),
  };
}

/**
 * A partner app started by a test, with the log lines it wrote; `close` also removes the fresh
 * folder it was given (`dir`, null when the test named its own).
 * @template {{ close(): Promise<unknown> }} App
 * @param {App} app
 * @param {{ level: string, message: string }[]} logs
 * @param {string | null} dir
 */
export const startedPartner = (app, logs, dir) => ({
  app,
  logs,
  async close() {
    await app.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  },
});
