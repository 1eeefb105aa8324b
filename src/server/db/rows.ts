// The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, which drizzle leaves untyped.
export const rowsOf = <Row = Record<string, unknown>>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
