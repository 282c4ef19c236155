/**
 * The operator's command line, a thin client of the admin API (`/api/admin/*`):
 *
 *   npm run admin -w server -- players [--page 1] [--size 50] [--search ayse]
 *   npm run admin -w server -- call-requests [--page 1] [--size 50]
 *   npm run admin -w server -- set-trial-bonus 75
 *   npm run admin -w server -- settings
 *   npm run admin -w server -- audit [--page 1] [--size 50]
 *   npm run admin -w server -- transactions [--status pending] [--type withdraw] [--skip 0] [--take 50]
 *   npm run admin -w server -- approve 42
 *   npm run admin -w server -- reject 42 --reason "No transfer arrived"
 *   npm run admin -w server -- notify --player 7 --title-tr … --title-en … --note-tr … --note-en …
 *   npm run admin -w server -- notify --all --title-tr … --title-en … --note-tr … --note-en …
 *   npm run admin -w server -- player-rg 7
 *   npm run admin -w server -- exclude 7 30 Signs of problem gambling
 *   npm run admin -w server -- exclude 7 indefinite Confirmed problem gambling
 *   npm run admin -w server -- sports-matches [--status live]
 *   npm run admin -w server -- settle-match fb-20261126-3 2-1
 *   npm run admin -w server -- cancel-match fb-20261126-3
 *   npm run admin -w server -- kyc [--status pending] [--skip 0] [--take 50]
 *   npm run admin -w server -- kyc file 12 ./document-12
 *   npm run admin -w server -- kyc approve 12 --name "Ayşe Yılmaz" --birth 1990-05-17 [--national-id 10000000146] [--two-sided]
 *   npm run admin -w server -- kyc approve 13
 *   npm run admin -w server -- kyc reject 12 --reason "The photo is blurred"
 *
 * Environment: ADMIN_TOKEN (the server's), ADMIN_URL (default http://127.0.0.1:$PORT, PORT 8080).
 * Without them it finds the server `npm start` runs: its token and address are in
 * `admin-access.json` in the data folder (DATA_DIR, default .data) while it runs.
 * Add --json for raw JSON instead of tables.
 */
import { parseArgs } from 'node:util';
import { findRepoRoot } from '../src/config.js';
import { cliTarget } from '../src/modules/admin/cli-target.js';

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
  transactions [--status S] [--type T] [--skip N] [--take N]
                                                  deposits and withdrawals, newest first; S: confirmed, pending, merged,
                                                  rejected, cancelled, created (or 1-6); T: deposit, withdraw (or 1, 2)
  approve ID                                      confirm a pending bank transfer (credits the player), or approve a
                                                  pending withdrawal (its payout goes to the payment provider)
  reject ID --reason TEXT                         reject a pending bank transfer, or a withdrawal not yet approved
                                                  (its amount goes back to the player's balance)
  notify (--player ID | --all) --title-tr T --title-en T --note-tr N --note-en N
                                                  send a message (a notification) to one player or to every player
  player-rg ID                                    a player's protection: limits with what they used, the deposit-limit
                                                  decision, reality-check interval, exclusion, latest session, and the
                                                  history of changes and exclusions, newest first
  exclude ID DAYS|indefinite REASON...            close a player's account to play for DAYS (1-36500) or indefinitely:
                                                  every session of theirs ends; they may still log in and withdraw.
                                                  Refused while an exclusion that ends later runs
  sports-matches [--status S]                     the sportsbook's fixtures; S: scheduled, live, ended, cancelled
  settle-match ID HOME-AWAY                       end a match with its final score (e.g. 2-1): the sportsbook settles
                                                  every slip on it
  cancel-match ID                                 cancel a match: its legs are void
  kyc [--status S] [--skip N] [--take N]          identity documents to review, oldest first; S: pending (default),
                                                  approved, rejected
  kyc file ID PATH                                save a document's file (images carry no metadata) to PATH, its
                                                  extension added
  kyc approve ID [--name N --birth YYYY-MM-DD] [--national-id ID] [--two-sided]
                                                  approve a document; an identity document needs the name and date
                                                  of birth read from it (--two-sided: its back must be approved too)
  kyc reject ID --reason TEXT                     reject a document; the player reads the reason

options: --json (print raw JSON)
environment: ADMIN_TOKEN, ADMIN_URL (default http://127.0.0.1:$PORT or :8080); without them, the token and
             address of the server \`npm start\` runs (admin-access.json in the data folder, DATA_DIR or .data)`;

class CliError extends Error {}

/** The server and token to use (see cli-target.ts); a CliError when no token is known. */
function target(): { base: string; token: string } {
  const { base, token } = cliTarget(process.env, findRepoRoot());
  if (!token) throw new CliError('no admin token: start the site with `npm start` (it writes its token to the data folder), or set ADMIN_TOKEN to the server\'s');
  return { base, token };
}

/** One request to the admin API: the envelope's message and data, or a CliError with the server's message. */
async function request<T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<{ message: string; data: T }> {
  const { base, token } = target();
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
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  // The API's own 404 (ADMIN_TOKEN unset there) has the generic text; a 404 about a thing names it ("Player not found.").
  if (response.status === 404 && (!envelope || envelope.message === 'The requested resource was not found.')) throw new CliError('the admin API is disabled on this server (ADMIN_TOKEN not set there)');
  if (response.status === 429) throw new CliError(`too many admin requests from this address; retry in ${response.headers.get('retry-after') ?? 'a few'} seconds`);
  if (!envelope || !envelope.success) throw new CliError(envelope?.message || `HTTP ${response.status}`);
  return { message: envelope.message, data: envelope.data };
}

/** A document's file: its bytes and type, or a CliError with the server's message. */
async function download(path: string): Promise<{ bytes: Buffer; contentType: string }> {
  const { base, token } = target();
  const response = await fetch(new URL(`/api/admin/${path}`, base), { headers: { Authorization: `Bearer ${token}`, Locale: 'en' } }).catch((error: unknown) => {
    throw new CliError(`cannot reach the server at ${base}: ${(error as Error).message}`);
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new CliError(envelope?.message || `HTTP ${response.status}`);
  }
  return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}

const call = async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => (await request<T>(method, path, body)).data;
const change = <T>(path: string, body: unknown) => request<T>('POST', path, body);

const MATCH_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'];
const MATCH_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

function matchId(value: string | undefined, usage: string): string {
  if (!value || !MATCH_ID.test(value)) throw new CliError(usage);
  return value;
}

/** A fixture's line in the table: its id, state and score first, whatever else the sportsbook tells after. */
function matchRow(match: Record<string, unknown>): Record<string, unknown> {
  const { id, status, score, ...rest } = match;
  const shown = score && typeof score === 'object' ? `${String((score as Record<string, unknown>).home ?? '')}-${String((score as Record<string, unknown>).away ?? '')}` : (score ?? '');
  const flat = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value !== null && typeof value === 'object' ? JSON.stringify(value) : value]));
  return { id, status, score: shown, ...flat };
}

const STATUSES: Record<string, number> = { confirmed: 1, pending: 2, merged: 3, rejected: 4, cancelled: 5, created: 6 };
const TYPES: Record<string, number> = { deposit: 1, withdraw: 2, withdrawal: 2 };

/** A status or type by name or number ("pending", "2"). */
function enumValue(option: string, value: string, names: Record<string, number>): string {
  const n = names[value.toLowerCase()] ?? (/^\d+$/.test(value) && Object.values(names).includes(Number(value)) ? Number(value) : undefined);
  if (n === undefined) throw new CliError(`--${option} must be one of ${Object.keys(names).join(', ')}`);
  return String(n);
}

function positiveId(value: string | undefined, usage: string): string {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new CliError(usage);
  return value;
}

/** Days of an exclusion: 1 to 36500, or "indefinite" (null). */
function exclusionDays(value: string | undefined, usage: string): number | null {
  if (value === 'indefinite') return null;
  if (!value || !/^[1-9]\d{0,4}$/.test(value) || Number(value) > 36_500) throw new CliError(usage);
  return Number(value);
}

interface ResponsibleGamingView {
  limits: { type: string; period: string; amount: number; used: number; resetsAt: string | null; pending: { amount: number | null; effectiveAt: string } | null }[];
  depositLimitDecided: boolean;
  birthDateKnown: boolean;
  realityCheckMinutes: number;
  exclusion: { type: string; until: string | null } | null;
  session: { startedAt: string; stakes: number; wins: number; net: number; nextRealityCheckAt: string };
  history: { changes: Record<string, unknown>[]; exclusions: Record<string, unknown>[] };
}

function printResponsibleGaming(view: ResponsibleGamingView) {
  const { exclusion, session } = view;
  console.log(`exclusion: ${exclusion ? `${exclusion.type}, until ${exclusion.until ?? 'indefinite'}` : 'none'}`);
  console.log(`deposit limit decided: ${view.depositLimitDecided ? 'yes' : 'no'}; date of birth known: ${view.birthDateKnown ? 'yes' : 'no'}; reality check every ${view.realityCheckMinutes} minutes`);
  console.log(`latest session: from ${session.startedAt}, stakes ${session.stakes}, wins ${session.wins}, net ${session.net}`);
  console.log('\nlimits:');
  if (view.limits.length === 0) console.log('(none)');
  else
    console.table(
      view.limits.map(({ type, period, amount, used, resetsAt, pending }) => ({
        type,
        period,
        amount,
        used,
        resets: resetsAt ?? '',
        pending: pending ? `${pending.amount ?? 'removal'} from ${pending.effectiveAt}` : '',
      })),
    );
  console.log('\nchanges (newest first):');
  if (view.history.changes.length === 0) console.log('(none)');
  else console.table(view.history.changes);
  console.log('\nexclusions (newest first):');
  if (view.history.exclusions.length === 0) console.log('(none)');
  else console.table(view.history.exclusions);
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
      status: { type: 'string' },
      type: { type: 'string' },
      skip: { type: 'string', default: '0' },
      take: { type: 'string', default: '50' },
      reason: { type: 'string' },
      player: { type: 'string' },
      all: { type: 'boolean', default: false },
      'title-tr': { type: 'string' },
      'title-en': { type: 'string' },
      'note-tr': { type: 'string' },
      'note-en': { type: 'string' },
      name: { type: 'string' },
      birth: { type: 'string' },
      'national-id': { type: 'string' },
      'two-sided': { type: 'boolean', default: false },
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
    case 'transactions': {
      const query = new URLSearchParams({ skip: values.skip, take: values.take });
      if (values.status) query.set('status', enumValue('status', values.status, STATUSES));
      if (values.type) query.set('type', enumValue('type', values.type, TYPES));
      const page = await call<{ items: Record<string, unknown>[]; total: number }>('GET', `transactions?${query}`);
      if (values.json) return console.log(JSON.stringify(page, null, 2));
      const rows = page.items.map(({ id, username, type, methodName, amount, statusName, approvedAt, reason, createdAt }) => ({
        id,
        username,
        type: type === 1 ? 'deposit' : 'withdraw',
        method: methodName,
        amount,
        status: statusName,
        approved: approvedAt ?? '',
        reason: reason ?? '',
        created: createdAt,
      }));
      if (rows.length === 0) console.log('(none)');
      else console.table(rows);
      return console.log(`${page.items.length} of ${page.total} (from ${values.skip})`);
    }
    case 'approve': {
      const id = positiveId(rest[0], 'approve needs a transaction id, e.g. approve 42');
      const { message } = await change(`transactions/${id}/approve`, {});
      return console.log(values.json ? JSON.stringify({ id: Number(id), message }) : `${id}: ${message}`);
    }
    case 'reject': {
      const id = positiveId(rest[0], 'reject needs a transaction id, e.g. reject 42 --reason "No transfer arrived"');
      if (!values.reason?.trim()) throw new CliError('reject needs a reason: reject 42 --reason "No transfer arrived"');
      const { message } = await change(`transactions/${id}/reject`, { reason: values.reason });
      return console.log(values.json ? JSON.stringify({ id: Number(id), message }) : `${id}: ${message}`);
    }
    case 'notify': {
      if (Boolean(values.player) === values.all) throw new CliError('notify needs either --player ID or --all');
      const texts = { titleTr: values['title-tr'], titleEn: values['title-en'], noteTr: values['note-tr'], noteEn: values['note-en'] };
      if (Object.values(texts).some((t) => !t?.trim())) throw new CliError('notify needs --title-tr, --title-en, --note-tr and --note-en');
      const recipient = values.all ? { all: true } : { playerId: Number(positiveId(values.player, '--player needs a player id, e.g. --player 7')) };
      const { message, data } = await change<{ players: number }>('notifications', { ...recipient, title: { tr: texts.titleTr, en: texts.titleEn }, note: { tr: texts.noteTr, en: texts.noteEn } });
      return console.log(values.json ? JSON.stringify(data) : `${message} (${data.players} player${data.players === 1 ? '' : 's'})`);
    }
    case 'player-rg': {
      const id = positiveId(rest[0], 'player-rg needs a player id, e.g. player-rg 7');
      const view = await call<ResponsibleGamingView>('GET', `players/${id}/responsiblegaming`);
      return values.json ? console.log(JSON.stringify(view, null, 2)) : printResponsibleGaming(view);
    }
    case 'exclude': {
      const usage = 'exclude needs a player id, a number of days (1-36500) or "indefinite", and a reason, e.g. exclude 7 30 Signs of problem gambling';
      const id = positiveId(rest[0], usage);
      const days = exclusionDays(rest[1], usage);
      const reason = rest.slice(2).join(' ').trim();
      if (!reason) throw new CliError(usage);
      const { message, data } = await change<{ type: string; until: string | null }>(`players/${id}/exclude`, { days, reason });
      return console.log(values.json ? JSON.stringify({ id: Number(id), message, data }) : `${id}: ${message}`);
    }
    case 'sports-matches': {
      const query = new URLSearchParams();
      if (values.status) {
        if (!MATCH_STATUSES.includes(values.status)) throw new CliError(`--status must be one of ${MATCH_STATUSES.join(', ')}`);
        query.set('status', values.status);
      }
      const page = await call<{ items: Record<string, unknown>[]; total: number }>('GET', `sports/matches${query.size ? `?${query}` : ''}`);
      if (values.json) return console.log(JSON.stringify(page, null, 2));
      if (page.items.length === 0) console.log('(none)');
      else console.table(page.items.map(matchRow));
      return console.log(`${page.total} match${page.total === 1 ? '' : 'es'}`);
    }
    case 'settle-match': {
      const usage = 'settle-match needs a match id and the final score, e.g. settle-match fb-20261126-3 2-1';
      const id = matchId(rest[0], usage);
      const score = /^(\d{1,3})-(\d{1,3})$/.exec(rest[1] ?? '');
      if (!score || Number(score[1]) > 200 || Number(score[2]) > 200) throw new CliError(usage);
      const { message, data } = await change(`sports/matches/${encodeURIComponent(id)}/settle`, { home: Number(score[1]), away: Number(score[2]) });
      return console.log(values.json ? JSON.stringify({ id, message, data }) : `${id}: ${message}`);
    }
    case 'cancel-match': {
      const id = matchId(rest[0], 'cancel-match needs a match id, e.g. cancel-match fb-20261126-3');
      const { message, data } = await change(`sports/matches/${encodeURIComponent(id)}/cancel`, {});
      return console.log(values.json ? JSON.stringify({ id, message, data }) : `${id}: ${message}`);
    }
    case 'kyc':
      return kyc(rest, values);
    default:
      throw new CliError(`unknown command "${command}"\n\n${USAGE}`);
  }
}

const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };

/** `kyc …`: the identity document queue, a document's file, and the decisions. */
async function kyc(args: string[], values: Record<string, string | boolean | undefined>): Promise<void> {
  const [action, ...rest] = args;
  const json = values.json === true;
  if (action === undefined) {
    const status = typeof values.status === 'string' ? values.status : 'pending';
    if (!DOCUMENT_STATUSES.includes(status)) throw new CliError(`--status must be one of ${DOCUMENT_STATUSES.join(', ')}`);
    const query = new URLSearchParams({ status, skip: String(values.skip ?? '0'), take: String(values.take ?? '50') });
    const page = await call<{ items: Record<string, unknown>[]; total: number }>('GET', `kyc?${query}`);
    if (json) return console.log(JSON.stringify(page, null, 2));
    if (page.items.length === 0) console.log('(none)');
    else console.table(page.items);
    return console.log(`${page.items.length} of ${page.total} (from ${String(values.skip ?? '0')})`);
  }
  if (action === 'file') {
    const usage = 'kyc file needs a document id and a path, e.g. kyc file 12 ./document-12';
    const id = positiveId(rest[0], usage);
    if (!rest[1]) throw new CliError(usage);
    const { bytes, contentType } = await download(`kyc/documents/${id}/file`);
    const { writeFileSync } = await import('node:fs');
    const path = `${rest[1]}${EXTENSIONS[contentType.split(';')[0]!.trim()] ?? ''}`;
    // Identity documents are personal data: readable by this user only.
    writeFileSync(path, bytes, { mode: 0o600 });
    return console.log(json ? JSON.stringify({ id: Number(id), path, contentType, bytes: bytes.length }) : `${id}: ${bytes.length} bytes (${contentType}) saved to ${path}`);
  }
  if (action === 'approve') {
    const id = positiveId(rest[0], 'kyc approve needs a document id, e.g. kyc approve 12 --name "Ayşe Yılmaz" --birth 1990-05-17');
    const body: Record<string, unknown> = {};
    if (typeof values.name === 'string') body.fullName = values.name;
    if (typeof values.birth === 'string') body.birthDate = values.birth;
    if (typeof values['national-id'] === 'string') body.nationalId = values['national-id'];
    if (values['two-sided'] === true) body.twoSided = true;
    const { message, data } = await change<{ status: string; level: string; minor: boolean }>(`kyc/documents/${id}/approve`, body);
    return console.log(json ? JSON.stringify({ id: Number(id), message, data }) : `${id}: ${message} (the player's level: ${data.level})`);
  }
  if (action === 'reject') {
    const id = positiveId(rest[0], 'kyc reject needs a document id, e.g. kyc reject 12 --reason "The photo is blurred"');
    if (typeof values.reason !== 'string' || !values.reason.trim()) throw new CliError('kyc reject needs a reason: kyc reject 12 --reason "The photo is blurred"');
    const { message, data } = await change<{ status: string; level: string }>(`kyc/documents/${id}/reject`, { reason: values.reason });
    return console.log(json ? JSON.stringify({ id: Number(id), message, data }) : `${id}: ${message}`);
  }
  throw new CliError(`unknown kyc action "${action}": kyc, kyc file, kyc approve or kyc reject`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof CliError ? `admin: ${error.message}` : error);
  process.exit(1);
});
