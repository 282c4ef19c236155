import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A partner's state that must outlive a restart, kept in memory and journalled to a JSON Lines
 * file: open sessions (`session`), wallet calls the operator has not answered yet (`call`), and
 * whatever other kinds of record the partner names (the sportsbook's slips, DemoPay's deposits,
 * payouts and callbacks).
 * Each change appends the record's latest version (`{"kind","key","record"}`, `"record": null` for
 * a removal) before it is acted on, so a win the studio promised, or an order DemoPay accepted, is
 * on disk before it is answered. The file is rewritten with only the live records when it has grown
 * well past their number, and by `compact` (called once the process owns its port).
 */

/**
 * @template {string} [Kind=string] the partner's own kinds of record
 */
export class Journal {
  /** @type {{ session: Map<string, any>, call: Map<string, any> } & Record<Kind, Map<string, any>>} */
  tables = /** @type {any} */ ({ session: new Map(), call: new Map() });
  #path;
  #lines = 0;

  /**
   * @param {string} path the journal; created when missing
   * @param {readonly Kind[]} [kinds] kinds of record besides `session` and `call`
   */
  constructor(path, kinds = []) {
    for (const kind of kinds) /** @type {Record<string, Map<string, any>>} */ (this.tables)[kind] ??= new Map();
    this.#path = path;
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path)) return;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line) continue;
      this.#lines += 1;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue; // a line cut short by a crash while it was written: that change was never acted on
      }
      const table = typeof entry?.kind === 'string' && Object.hasOwn(this.tables, entry.kind) ? /** @type {Record<string, Map<string, any>>} */ (this.tables)[entry.kind] : undefined;
      if (!table || typeof entry.key !== 'string') continue;
      if (entry.record === null) table.delete(entry.key);
      else table.set(entry.key, entry.record);
    }
  }

  /**
   * @param {'session' | 'call' | Kind} kind
   * @param {string} key
   */
  get(kind, key) {
    return this.#table(kind).get(key);
  }

  /**
   * Stores a record's new version (in memory and in the journal).
   * @param {'session' | 'call' | Kind} kind
   * @param {string} key
   * @param {Record<string, unknown>} record
   */
  put(kind, key, record) {
    this.#table(kind).set(key, record);
    this.#append({ kind, key, record });
  }

  /**
   * @param {'session' | 'call' | Kind} kind
   * @param {string} key
   */
  remove(kind, key) {
    if (this.#table(kind).delete(key)) this.#append({ kind, key, record: null });
  }

  /** @param {'session' | 'call' | Kind} kind */
  #table(kind) {
    const table = this.tables[kind];
    if (!table) throw new Error(`the journal keeps no records of kind "${kind}"`);
    return table;
  }

  /** Rewrites the journal with the live records only (a new file renamed over the old). */
  compact() {
    const lines = Object.entries(this.tables).flatMap(([kind, table]) => [...table].map(([key, record]) => JSON.stringify({ kind, key, record })));
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, lines.length ? `${lines.join('\n')}\n` : '');
    renameSync(temporary, this.#path);
    this.#lines = lines.length;
  }

  /** @param {{ kind: 'session' | 'call' | Kind, key: string, record: Record<string, unknown> | null }} entry */
  #append(entry) {
    appendFileSync(this.#path, `${JSON.stringify(entry)}\n`);
    this.#lines += 1;
    const live = Object.values(this.tables).reduce((sum, table) => sum + table.size, 0);
    if (this.#lines > 2 * live + 1000) this.compact();
  }
}
