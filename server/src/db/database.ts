/**
 * The Kysely table map. It starts empty: each module declares its own tables by augmenting
 * this interface from its `*.tables.ts` file, e.g.
 *
 *   declare module '../../db/database.js' {
 *     interface Database { players: PlayersTable }
 *   }
 *
 * so modules add tables without editing a shared file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
