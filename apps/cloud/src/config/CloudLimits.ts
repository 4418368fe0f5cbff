/** Per-client limits and connection bounds of one node; docs/cloud.md#limits lists each with its variable. */
export type CloudLimits = {
  /** Requests per minute per client address, project and bucket, inside the project's own limit. */
  clientPerMinute: number
  /** The same for requests without an Origin header (servers, scripts): lower. */
  noOriginClientPerMinute: number
  /** Project ids not known to this node's cache that one client address may have looked up per minute. */
  unknownProjectLookupsPerMinute: number
  /** Login mails (e-mail login codes, device links, e-mail update codes) one client address may cause per hour. */
  loginMailsPerClientPerHour: number
  /** Login mails one project may send per hour, whoever asks. */
  loginMailsPerProjectPerHour: number
  /** Open connections this node accepts; more are closed at once. */
  maxConnections: number
  /** Time a client has to send a whole request, body included. */
  requestTimeoutMs: number
  /** Time a client has to send the request's headers. */
  headersTimeoutMs: number
  /** Analytics events and error reports one project may have stored per day (24 h window); more are not stored. */
  analyticsEventsPerProjectPerDay: number
}
