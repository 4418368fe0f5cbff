import type { OnrampErrorCode } from './errors/OnrampErrorCode.js'
import type { OnrampAsset } from './OnrampAsset.js'
import type { OnrampOptions } from './OnrampOptions.js'
import type { OnrampPurchase } from './OnrampPurchase.js'
import type { OnrampQuote, OnrampRefusal } from './OnrampQuote.js'

/**
 * Where a purchase is: idle (the form), checkout (the provider's page is open), then what the cloud reports:
 * pending (the provider is delivering), success, failed (declined or abandoned); error when it could not start.
 */
export type OnrampStatus = 'idle' | 'checkout' | 'pending' | 'success' | 'failed'

/**
 * The purchase in progress (`state.plugins.onramp`): the options, the amount as typed, its currency, the asset, the
 * providers' quotes (best first) and those that refused, then the purchase the visitor started and its status.
 */
export interface OnrampState {
  options?: OnrampOptions | undefined
  /** The amount to spend, as typed (`.` as decimal point). */
  fiatAmount: string
  fiatCurrency: string
  asset?: OnrampAsset | undefined
  quotes?: OnrampQuote[] | undefined
  refused?: OnrampRefusal[] | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** Why the options or quotes could not be read, or why the purchase could not start. */
  error?: OnrampErrorCode | undefined
  status: OnrampStatus
  /** The provider the visitor chose. */
  provider?: string | undefined
  /** The checkout's signed URL, kept so a blocked pop-up becomes a link the visitor clicks. */
  checkoutUrl?: string | undefined
  popupBlocked?: boolean | undefined
  purchase?: OnrampPurchase | undefined
}
