import { CloudError } from '../errors/CloudError.js'

/** The relay refuses a socket whose auth JWT is missing, invalid, expired or meant for another relay. */
export class RelayUnauthorizedError extends CloudError {
  override name = 'RelayUnauthorizedError'
  constructor(reason: string, cause?: unknown) {
    super({
      status: 401,
      code: 'relay_unauthorized',
      message: `Relay authentication failed: ${reason}`,
      cause,
    })
  }
}

/** A plain GET on the relay's path: only WebSocket upgrades are served there. */
export class RelayUpgradeRequiredError extends CloudError {
  override name = 'RelayUpgradeRequiredError'
  constructor() {
    super({
      status: 426,
      code: 'upgrade_required',
      message: 'The relay speaks WebSocket only',
      headers: { upgrade: 'websocket' },
    })
  }
}

/** Seconds a refused socket is told to wait before trying again. */
const RELAY_RETRY_AFTER_SECONDS = 30

/** The node holds as many relay sockets as its budget allows; HTTP goes on being served beside them. */
export class RelayFullError extends CloudError {
  override name = 'RelayFullError'
  constructor() {
    super({
      status: 503,
      code: 'relay_full',
      message: 'The relay of this node is full; retry later',
      headers: { 'retry-after': String(RELAY_RETRY_AFTER_SECONDS) },
    })
  }
}

/** The client address has opened as many relay sockets this minute as one address may. */
export class TooManyRelayConnectionsError extends CloudError {
  override name = 'TooManyRelayConnectionsError'
  constructor(max: number, retryAfterSeconds: number) {
    super({
      status: 429,
      code: 'too_many_relay_connections',
      message: `At most ${max} new relay connections a minute per client address`,
      details: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  }
}

/** The client address already holds as many relay sockets on this node as one address may. */
export class TooManyRelaySocketsError extends CloudError {
  override name = 'TooManyRelaySocketsError'
  constructor(max: number) {
    super({
      status: 429,
      code: 'too_many_relay_sockets',
      message: `At most ${max} relay connections per client address`,
      headers: { 'retry-after': String(RELAY_RETRY_AFTER_SECONDS) },
    })
  }
}
