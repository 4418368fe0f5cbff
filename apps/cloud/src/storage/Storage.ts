/** Something SQL can be sent to: the storage itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement (`$1`, `$2`, ...) and returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>
}

/** The one database interface both back-ends (PGlite, PostgreSQL) implement; all query code goes through it. */
export interface Storage extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
