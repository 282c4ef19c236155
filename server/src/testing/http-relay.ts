/**
 * An HTTP relay between two parties, for tests of what a crash leaves behind. It passes each
 * request on to `target` as it came (method, path, body, the headers named) and the answer back,
 * and it can lose either half of an exchange:
 * - `loseEvery`: every n-th answer of 2xx is lost once `target` has given it (the connection is
 *   closed): the caller sees what a crash between the commit and the answer leaves, work done and
 *   no answer;
 * - `hold(path)`: a request it says yes to is held, never passed on, until `dropHeld()` closes its
 *   connection: a request cut off by a crash before it reached `target`.
 * When `target` does not answer, neither does the relay. Every request is recorded.
 *
 *   const relay = await startRelay({ port, target: site, headers: ['x-signature'], loseEvery: 4 });
 *   // give relay.url to the caller; relay.stats.lost counts the answers lost
 */
import { createServer, type IncomingMessage } from 'node:http';

export interface RelayOptions {
  port: number;
  /** Origin the requests go to. */
  target: string;
  /** Request headers passed on (lower case); the others are dropped. */
  headers: string[];
  /** Every n-th answer of 2xx is lost. @default never */
  loseEvery?: number;
  /** Asked as each request arrives: true holds it until `dropHeld()`. @default never */
  hold?: (path: string, body: string) => boolean;
}

export interface Relay {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stats: { accepted: number; lost: number };
  /** Every request that arrived, in order. */
  requests: { path: string; body: string }[];
  /** How many requests are held now. */
  held(): number;
  /** Closes the connections of the held requests: they never reach `target`. */
  dropHeld(): void;
  close(): Promise<void>;
}

export async function startRelay(options: RelayOptions): Promise<Relay> {
  const stats = { accepted: 0, lost: 0 };
  const requests: Relay['requests'] = [];
  const held = new Set<IncomingMessage>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks);
      const text = body.toString('utf8');
      requests.push({ path, body: text });
      if (options.hold?.(path, text)) {
        held.add(request);
        return;
      }
      try {
        const headers = Object.fromEntries(options.headers.filter((h) => request.headers[h] !== undefined).map((h) => [h, String(request.headers[h])]));
        const answer = await fetch(`${options.target}${path}`, { method: request.method!, headers, ...(request.method === 'GET' ? {} : { body }), signal: AbortSignal.timeout(15_000) });
        const answerBody = Buffer.from(await answer.arrayBuffer());
        if (answer.ok && options.loseEvery && ++stats.accepted % options.loseEvery === 0) {
          stats.lost += 1;
          request.socket.destroy();
        } else response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(answerBody);
      } catch {
        request.socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${options.port}`,
    stats,
    requests,
    held: () => held.size,
    dropHeld: () => {
      for (const request of held) request.socket.destroy();
      held.clear();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
