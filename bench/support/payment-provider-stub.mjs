/**
 * A stand-in for the payment provider, for the benchmarks that measure our side of a payment: it
 * speaks the provider's wire protocol (signed `POST /v1/deposits` and `/v1/payouts` answered 201,
 * idempotent by reference) and signs callbacks the way the provider does, but keeps its orders in
 * memory and calls nobody: the benchmark sends the callbacks when it wants to time them.
 * Signing (`v2`: HMAC-SHA256 over timestamp, method, path and the body's SHA-256, one per line) is
 * written out here, as a provider would; one key per direction: the site's orders are verified with
 * `siteSecret`, the callbacks signed with `secret`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const CALLBACK_PATH = '/api/payment/callback/demopay';

/** The signature headers of a request. */
export function signedHeaders(secret, method, path, rawBody, timestamp = Math.floor(Date.now() / 1000)) {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  const digest = createHmac('sha256', secret).update(`${timestamp}\n${method}\n${path}\n${bodyHash}`).digest('hex');
  return { 'x-signature-timestamp': String(timestamp), 'x-signature': `v2=${digest}` };
}

function signatureValid(secret, method, path, rawBody, headers) {
  const timestamp = headers['x-signature-timestamp'];
  const given = Buffer.from(String(headers['x-signature'] ?? ''));
  if (!/^\d{1,12}$/.test(timestamp ?? '') || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(signedHeaders(secret, method, path, rawBody, Number(timestamp))['x-signature']);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Listens on 127.0.0.1:`port`. `orders` holds every order by our reference, `arrivals` the
 * references in the order they came; `callback(order, status)` is the signed callback of a
 * settled order, ready to post.
 */
export async function startProviderStub(port, secret, siteSecret) {
  const orders = new Map();
  const arrivals = [];
  let counter = 0;
  let refused = 0;

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const answer = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const kind = req.url === '/v1/deposits' ? 'deposit' : req.url === '/v1/payouts' ? 'payout' : null;
      if (req.method !== 'POST' || !kind) return answer(404, { error: 'not found' });
      if (!signatureValid(siteSecret, req.method, req.url, raw, req.headers)) {
        refused += 1;
        return answer(401, { error: 'bad signature' });
      }
      let order;
      try {
        order = JSON.parse(raw);
      } catch {
        return answer(400, { error: 'not JSON' });
      }
      let known = orders.get(order.reference);
      if (!known) {
        counter += 1;
        known = { ...order, kind, providerReference: `stub-${kind}-${counter}` };
        orders.set(order.reference, known);
        arrivals.push(order.reference);
      }
      if (kind === 'payout') return answer(201, { providerReference: known.providerReference });
      return answer(201, { providerReference: known.providerReference, redirectUrl: known.method === 'card' ? `http://127.0.0.1:${port}/pay/${known.providerReference}` : null });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  let events = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    arrivals,
    refusedSignatures: () => refused,
    /** The signed callback settling `order` (`confirmed` for a deposit, `paid` for a payout). */
    callback(order, status) {
      events += 1;
      const raw = JSON.stringify({
        eventId: `stub-event-${events}`,
        kind: order.kind,
        reference: order.reference,
        providerReference: order.providerReference,
        status,
        amount: order.amount,
        currency: order.currency,
      });
      return { raw, headers: signedHeaders(secret, 'POST', CALLBACK_PATH, raw) };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
