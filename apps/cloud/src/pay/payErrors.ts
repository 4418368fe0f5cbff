import { CloudError } from '../errors/CloudError.js'

/** This cloud has no settings for any exchange, or not for the one asked for. */
export class PayExchangeNotConfiguredError extends CloudError {
  override name = 'PayExchangeNotConfiguredError'
  constructor(exchange?: string) {
    super({
      status: 503,
      code: 'pay_exchange_not_configured',
      message: exchange
        ? `The exchange ${exchange} is not configured on this cloud`
        : 'No exchange is configured on this cloud',
    })
  }
}

/** The project turned its exchanges off (`exchangesEnabled`): no exchange is offered to its visitors. */
export class PayExchangesDisabledError extends CloudError {
  override name = 'PayExchangesDisabledError'
  constructor() {
    super({
      status: 403,
      code: 'pay_exchanges_disabled',
      message: 'Exchanges are turned off for this project',
    })
  }
}

/** An exchange answered with an error, something unreadable, or not in time. */
export class PayExchangeError extends CloudError {
  override name = 'PayExchangeError'
  constructor(exchange: string, reason: string, cause?: unknown) {
    super({
      status: 502,
      code: 'pay_exchange_error',
      message: `The exchange ${exchange} failed: ${reason}`,
      cause,
    })
  }
}

/** The exchange does not pay this asset on this network. */
export class PayExchangeUnsupportedAssetError extends CloudError {
  override name = 'PayExchangeUnsupportedAssetError'
  constructor(exchange: string) {
    super({
      status: 400,
      code: 'pay_exchange_unsupported_asset',
      message: `The exchange ${exchange} does not pay this asset on this network`,
    })
  }
}
