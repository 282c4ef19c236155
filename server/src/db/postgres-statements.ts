import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isStalePlan, PREPARED_STATEMENT_CAPACITY } from './prepared-statements.js';

/**
 * A pool whose connections run each statement with parameters as a named prepared statement, so
 * PostgreSQL parses it once per connection and reuses its plan (pg prepares a name on a
 * connection the first time it sees it there). Names go to the first `capacity` texts the server
 * sends, which are its hot statements; any beyond run unnamed, so a connection holds a bounded
 * number. Statements without parameters keep pg's simple protocol, which scripts of several
 * statements need.
 *
 * A schema change that alters a statement's result makes PostgreSQL refuse the prepared one
 * ("cached plan must not change result type"): that call fails and the text gets a fresh name,
 * so the next call prepares it anew on every connection.
 */
export function preparingPool(pool: pg.Pool, capacity = PREPARED_STATEMENT_CAPACITY): PostgresPool & { namedCount(): number } {
  const names = new Map<string, string>();
  let renamed = 0;

  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < capacity) {
      name = `arc_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };

  const runNamed = async (client: pg.PoolClient, name: string, text: string, values: unknown[]) => {
    try {
      return await client.query({ name, text, values });
    } catch (error) {
      if (isStalePlan(error) && names.get(text) === name) names.set(text, `${name}_${++renamed}`);
      throw error;
    }
  };

  // A cursor (Kysely's streaming) is answered synchronously, so only a text goes the named way.
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, values?: unknown[]) => {
      const name = typeof text === 'string' && values && values.length > 0 ? nameOf(text) : undefined;
      return name === undefined ? client.query(text as string, values) : runNamed(client, name, text as string, values!);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    namedCount: () => names.size,
  };
}
