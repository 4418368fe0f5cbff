import { CloudError } from '../errors/CloudError.js'

/** The project's remote feature `onramp` lists no provider. */
export class OnrampDisabledError extends CloudError {
  override name = 'OnrampDisabledError'
  constructor() {
    super({ status: 403, code: 'onramp_disabled', message: 'The on-ramp is not enabled for this project' })
  }
}

/** The project enables providers this cloud has no settings for. */
export class OnrampNotConfiguredError extends CloudError {
  override name = 'OnrampNotConfiguredError'
  constructor(provider?: string) {
    super({
      status: 503,
      code: 'onramp_not_configured',
      message: provider
        ? `The on-ramp provider ${provider} is not configured on this cloud`
        : 'No on-ramp provider is configured on this cloud',
    })
  }
}

/** A provider answered with an error, something unreadable, or not in time. */
export class OnrampProviderError extends CloudError {
  override name = 'OnrampProviderError'
  constructor(provider: string, reason: string, cause?: unknown) {
    super({
      status: 502,
      code: 'onramp_provider_error',
      message: `The on-ramp provider ${provider} failed: ${reason}`,
      cause,
    })
  }
}

/** Every enabled provider refused the purchase (amount out of its limits, currency or asset it does not sell). */
export class OnrampNoQuoteError extends CloudError {
  override name = 'OnrampNoQuoteError'
  constructor(details: unknown) {
    super({ status: 400, code: 'onramp_no_quote', message: 'No provider sells this purchase', details })
  }
}

/** A webhook whose signature, timestamp or body does not hold (or one already received). */
export class OnrampWebhookRefusedError extends CloudError {
  override name = 'OnrampWebhookRefusedError'
  constructor(reason: string, status = 401) {
    super({ status, code: 'onramp_webhook_refused', message: `Webhook refused: ${reason}` })
  }
}
