import type { MessageKey } from '@portico/core'
import type { OnrampErrorCode } from '../errors/OnrampErrorCode.js'

/** The text of each on-ramp error code (a table, so a new code without a text is a type error). */
export const onrampErrorKey: Record<OnrampErrorCode, MessageKey> = {
  onramp_disabled: 'onramp.error.onrampDisabled',
  onramp_not_configured: 'onramp.error.onrampNotConfigured',
  onramp_no_quote: 'onramp.error.onrampNoQuote',
  onramp_provider_error: 'onramp.error.onrampProviderError',
  no_cloud: 'onramp.error.noCloud',
  unsupported_chain: 'onramp.error.unsupportedChain',
  invalid_amount: 'onramp.error.invalidAmount',
  invalid_request: 'onramp.error.invalidRequest',
  rate_limited: 'onramp.error.rateLimited',
  purchase_failed: 'onramp.error.purchaseFailed',
  checkout_closed: 'onramp.error.checkoutClosed',
  load_failed: 'onramp.error.loadFailed',
  unknown: 'onramp.error.unknown',
}

/** A provider's refusal in plain words: never its raw message. */
export function refusalKey(code: string): MessageKey {
  if (code === 'ONRAMP_AMOUNT_OUT_OF_RANGE' || code === 'ONRAMP_INVALID_AMOUNT')
    return 'onramp.refusal.amountOutOfRange'
  if (code === 'ONRAMP_UNSUPPORTED_ASSET' || code === 'ONRAMP_UNSUPPORTED_CURRENCY')
    return 'onramp.refusal.unsupported'
  return 'onramp.refusal.unavailable'
}
