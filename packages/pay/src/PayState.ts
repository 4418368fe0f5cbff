import type { PayErrorCode } from './errors/PayErrorCode.js'
import type { PayArguments } from './PayArguments.js'
import type { PayExchange } from './PayExchange.js'
import type { PayFundAsset } from './PayFundAsset.js'

/**
 * Where the payment is: idle (nothing asked), ready (the Pay view shows it), switching (the wallet is asked to change
 * network), paying (the wallet is asked for the transfer), confirming (sent, waiting for the chain), exchange (the
 * visitor pays on an exchange's page, followed until the exchange reports it final), success, error.
 */
export type PayStatus =
  | 'idle'
  | 'ready'
  | 'switching'
  | 'paying'
  | 'confirming'
  | 'exchange'
  | 'success'
  | 'error'

/** The payment in progress (`state.plugins.pay`). */
export interface PayState {
  status: PayStatus
  payment?: PayArguments | undefined
  /** The transfer's hash, once the wallet sent it. */
  hash?: string | undefined
  error?: PayErrorCode | undefined
  /** The exchanges that pay the asset (from the cloud; empty without one or when none does). */
  exchanges?: PayExchange[] | undefined
  /** The exchange paid from, once chosen. */
  exchange?: PayExchange | undefined
  /** The exchange's payment page, kept for a link when the pop-up was blocked. */
  exchangeUrl?: string | undefined
  popupBlocked?: boolean | undefined
  /**
   * The exchange's window was closed before the visitor confirmed (status `exchange`): the visitor may try again, pick
   * another exchange or the wallet, while that payment is still followed (a confirmation made as it closed still pays).
   */
  windowClosed?: boolean | undefined
  /** The payment shown is Fund wallet's deposit into the connected account itself. */
  deposit?: boolean | undefined
  /**
   * The exchanges that deposit into the connected account on the active EVM or Solana network (Fund wallet), read when
   * the account settles; empty when the project's exchanges are off or none does.
   */
  fundExchanges?: PayExchange[] | undefined
  /** The assets they deposit there (the network's coin first), each with the exchanges that deposit it. */
  fundAssets?: PayFundAsset[] | undefined
  /** The network (CAIP-2) `fundExchanges` and `fundAssets` were read for. */
  fundNetwork?: string | undefined
}
