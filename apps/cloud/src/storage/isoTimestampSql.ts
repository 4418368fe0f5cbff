/** SQL that renders a timestamptz column as an ISO 8601 UTC string with milliseconds, the same on both back-ends. */
export function isoTimestampSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}
