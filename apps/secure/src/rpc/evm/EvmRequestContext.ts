import type { Address } from 'viem'
import type { WalletKeys } from '../../custody/deriveWalletKeys.js'
import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import type { FrameTranslate } from '../../i18n/FrameTranslate.js'
import type { GrantsContext } from '../grants/GrantsContext.js'
import type { EvmRpc } from './createEvmRpc.js'
import type { NativeCurrencyUnit } from './NativeCurrencyUnit.js'
import type { SwapRouterNames } from './swap/SwapRouterNames.js'

/** What the frame gives one eip155 request. */
export type EvmRequestContext = {
  method: string
  params: unknown
  /** The request's chain (from its CAIP-2 `chainId`). */
  chainId: number
  /** The frame's texts in the visitor's locale, for what the approval screen shows. */
  t: FrameTranslate
  /** The chain's native currency, in which the screen shows amounts and fees. */
  nativeCurrency: NativeCurrencyUnit
  /** The chain's node (the request's `rpcUrl`, else the frame's); undefined when the frame knows none. */
  rpc: EvmRpc | undefined
  /** The swap routers the frame's cloud names (its SWAPS_POOLS markets); without it, only those the frame knows. */
  swapRouters?: SwapRouterNames | undefined
  /**
   * ERC-7715 grants (`wallet_grantPermissions`, `wallet_revokePermissions`), given only when the app turned smart
   * sessions on (`features.smartSessions`); without it both answer 4200.
   */
  grants?: GrantsContext | undefined
  /** The wallet's EVM address. */
  address(): Promise<Address>
  /**
   * Shows `review` (undefined: the request as text) in the frame's approval screen and, once the visitor approves, runs
   * `sign` with the wallet's keys; rejects with the visitor's refusal or the widget's abort.
   */
  approve<Result>(
    review: ApprovalReview | undefined,
    sign: (keys: WalletKeys) => Promise<Result>,
  ): Promise<Result>
  /** `wallet_switchEthereumChain`: the frame's network becomes this CAIP-2 id. */
  switchChain(chainId: `eip155:${number}`): void
}
