/**
 * The Kysely table map. It starts empty: each module declares its own tables by augmenting
 * this interface from its `*.tables.ts` file, e.g.
 *
 *   declare module '../../db/database.js' {
 *     interface Database { players: PlayersTable }
 *   }
 *
 * so modules add tables without editing a shared file. The map is whole in every file because the
 * program includes every `*.tables.ts` (tsconfig includes src/): a file that reads another module's
 * table need not import that module's tables file. Their column types are in `column-types.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
