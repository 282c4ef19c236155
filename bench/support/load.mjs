/**
 * What the server benchmarks (hub, payments) share on the client side: JSON requests over a
 * keep-alive agent, a bounded-concurrency loop that records latencies, percentiles and formatting.
 */
import http from 'node:http';

/** A keep-alive agent holding at most `sockets` connections. */
export const keepAliveAgent = (sockets) => new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });

/**
 * One HTTP request to 127.0.0.1:port; resolves `{status, body}` (body parsed when JSON). `raw`
 * sends a string as it is (a signed callback), `headers` are added to the defaults.
 */
export function request(port, method, path, { body, raw, token, headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          Accept: 'application/json',
          Locale: 'en',
          ...(payload !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: the status tells
          }
          resolve({ status: res.statusCode, body: json, text });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('request timed out after 30 s')));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * Runs `task(i)` for i in 0..total-1 with at most `concurrency` in flight (a closed loop) and
 * times each. Returns the sorted latencies (ms) of the tasks that resolved true, the failures, and
 * the wall time in seconds. The first failure's reason is kept for the report.
 */
export async function timedPool(total, concurrency, task) {
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        const t0 = performance.now();
        let outcome;
        try {
          outcome = await task(i);
        } catch (error) {
          outcome = error.message;
        }
        if (outcome === true) latencies.push(performance.now() - t0);
        else {
          failures += 1;
          firstFailure ??= String(outcome);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, failures, firstFailure, seconds, perSecond: latencies.length / seconds };
}

/** The p-th percentile (nearest rank) of sorted numbers; NaN when empty. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN);

export const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0)} ms` : 'n/a');
export const kib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
export const mib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : 'n/a');
export const count = (n) => n.toLocaleString('en-US');

/** Prints rows (arrays of cells) as a table whose columns are as wide as their widest cell. */
export function printTable(header, rows) {
  const widths = header.map((h, c) => Math.max(String(h).length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
}
