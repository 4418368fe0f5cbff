import { CloudError } from '../errors/CloudError.js'

/** The relay refuses a socket whose auth JWT is missing, invalid, expired or meant for another relay. */
export class RelayUnauthorizedError extends CloudError {
  override name = 'RelayUnauthorizedError'
  constructor(reason: string) {
    super({ status: 401, code: 'relay_unauthorized', message: `Relay authentication failed: ${reason}` })
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
