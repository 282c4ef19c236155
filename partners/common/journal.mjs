import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The studio's state that must outlive a restart, kept in memory and journalled to a JSON Lines
 * file: open game sessions (`session`) and wallet calls the operator has not answered yet (`call`).
 * Each change appends the record's latest version (`{"kind","key","record"}`, `"record": null` for
 * a removal) before it is acted on, so a win the studio promised is on disk before it is sent. The
 * file is rewritten with only the live records when it has grown well past their number, and by
 * `compact` (called once the process owns its port).
 */

/** @typedef {'session' | 'call'} Kind */

const KINDS = /** @type {const} */ (['session', 'call']);

export class Journal {
  /** @type {Record<Kind, Map<string, any>>} */
  tables = { session: new Map(), call: new Map() };
  #path;
  #lines = 0;

  /** @param {string} path the journal; created when missing */
  constructor(path) {
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
      const table = this.tables[/** @type {Kind} */ (entry?.kind)];
      if (!table || typeof entry.key !== 'string') continue;
      if (entry.record === null) table.delete(entry.key);
      else table.set(entry.key, entry.record);
    }
  }

  /**
   * @param {Kind} kind
   * @param {string} key
   */
  get(kind, key) {
    return this.tables[kind].get(key);
  }

  /**
   * Stores a record's new version (in memory and in the journal).
   * @param {Kind} kind
   * @param {string} key
   * @param {Record<string, unknown>} record
   */
  put(kind, key, record) {
    this.tables[kind].set(key, record);
    this.#append({ kind, key, record });
  }

  /**
   * @param {Kind} kind
   * @param {string} key
   */
  remove(kind, key) {
    if (this.tables[kind].delete(key)) this.#append({ kind, key, record: null });
  }

  /** Rewrites the journal with the live records only (a new file renamed over the old). */
  compact() {
    const lines = KINDS.flatMap((kind) => [...this.tables[kind]].map(([key, record]) => JSON.stringify({ kind, key, record })));
    const temporary = `${this.#path}.${process.pid}.tmp`;
    writeFileSync(temporary, lines.length ? `${lines.join('\n')}\n` : '');
    renameSync(temporary, this.#path);
    this.#lines = lines.length;
  }

  /** @param {{ kind: Kind, key: string, record: Record<string, unknown> | null }} entry */
  #append(entry) {
    appendFileSync(this.#path, `${JSON.stringify(entry)}\n`);
    this.#lines += 1;
    const live = KINDS.reduce((sum, kind) => sum + this.tables[kind].size, 0);
    if (this.#lines > 2 * live + 1000) this.compact();
  }
}
