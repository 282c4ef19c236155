/** How many statement texts a backend keeps prepared (see `pglite-statements.ts`, `postgres-statements.ts`). */
export const PREPARED_STATEMENT_CAPACITY = 400;

/** PostgreSQL's "cached plan must not change result type": a schema change altered a prepared statement's result. */
export const isStalePlan = (error: unknown) => (error as { code?: string } | null)?.code === '0A000' && /cached plan/.test(String((error as Error).message));
