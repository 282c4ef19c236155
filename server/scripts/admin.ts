/**
 * The operator's command line, a thin client of the admin API (`/api/admin/*`):
 *
 *   npm run admin -w server -- players [--page 1] [--size 50] [--search ayse]
 *   npm run admin -w server -- call-requests [--page 1] [--size 50]
 *   npm run admin -w server -- set-trial-bonus 75
 *   npm run admin -w server -- settings
 *   npm run admin -w server -- audit [--page 1] [--size 50]
 *
 * Environment: ADMIN_TOKEN (the server's), ADMIN_URL (default http://127.0.0.1:$PORT, PORT 8080).
 * Add --json for raw JSON instead of tables.
 */
import { parseArgs } from 'node:util';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const USAGE = `usage: npm run admin -w server -- <command> [options]

commands:
  players [--page N] [--size N] [--search TEXT]   list players, newest first
  call-requests [--page N] [--size N]             list call-back requests, newest first
  set-trial-bonus AMOUNT                          set the trial bonus amount in lira (0 turns it off)
  settings                                        show the operator settings
  audit [--page N] [--size N]                     the admin audit trail, newest first (who, what, outcome, when, from where)

options: --json (print raw JSON)
environment: ADMIN_TOKEN (required), ADMIN_URL (default http://127.0.0.1:$PORT or :8080)`;

class CliError extends Error {}

async function call<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new CliError('ADMIN_TOKEN is not set');
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  let response: Response;
  try {
    response = await fetch(new URL(`/api/admin/${path}`, base), {
      method,
      headers: { Authorization: `Bearer ${token}`, Locale: 'en', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new CliError(`cannot reach the server at ${base}: ${(error as Error).message}`);
  }
  if (response.status === 404) throw new CliError('the admin API is disabled on this server (ADMIN_TOKEN not set there)');
  if (response.status === 429) throw new CliError(`too many admin requests from this address; retry in ${response.headers.get('retry-after') ?? 'a few'} seconds`);
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || !envelope.success) throw new CliError(envelope?.message || `HTTP ${response.status}`);
  return envelope.data;
}

function printPage(page: Page<Record<string, unknown>>, json: boolean) {
  if (json) return console.log(JSON.stringify(page, null, 2));
  if (page.items.length === 0) console.log('(none)');
  else console.table(page.items);
  console.log(`page ${page.page}, ${page.items.length} of ${page.total}`);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      page: { type: 'string', default: '1' },
      size: { type: 'string', default: '50' },
      search: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const paging = new URLSearchParams({ page: values.page, pageSize: values.size });
  switch (command) {
    case 'players':
      if (values.search) paging.set('search', values.search);
      return printPage(await call('GET', `players?${paging}`), values.json);
    case 'call-requests':
      return printPage(await call('GET', `call-requests?${paging}`), values.json);
    case 'set-trial-bonus': {
      const amount = rest[0];
      if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount)) throw new CliError('set-trial-bonus needs an amount such as 75 or 62.50');
      const data = await call<{ trialBonusAmount: number }>('PUT', 'settings/trial-bonus', { amount });
      return console.log(values.json ? JSON.stringify(data) : `trial bonus amount: ${data.trialBonusAmount.toFixed(2)} TRY`);
    }
    case 'audit': {
      const page = await call<Page<Record<string, unknown>>>('GET', `audit?${paging}`);
      // A table cell shows an object as [Object]: print the parameter summary as JSON instead.
      return printPage(values.json ? page : { ...page, items: page.items.map((row) => ({ ...row, params: JSON.stringify(row.params) })) }, values.json);
    }
    case 'settings': {
      const data = await call<{ trialBonusAmount: number }>('GET', 'settings');
      return console.log(values.json ? JSON.stringify(data, null, 2) : `trial bonus amount: ${data.trialBonusAmount.toFixed(2)} TRY`);
    }
    default:
      throw new CliError(`unknown command "${command}"\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError ? `admin: ${error.message}` : error);
  process.exit(1);
});
