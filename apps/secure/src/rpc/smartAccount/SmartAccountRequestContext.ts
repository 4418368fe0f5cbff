import type { Address } from 'viem'
import type { EvmRequestContext } from '../evm/EvmRequestContext.js'

/** What the frame gives one eip155 request while the visitor's account is the smart account. */
export type SmartAccountRequestContext = EvmRequestContext & {
  /** The smart account: its address and the bundler its user operations go to. */
  smartAccount: { address: Address; bundlerUrl: string }
  /** The wallet's EOA, the smart account's owner (its key signs for it, inside the frame). */
  owner: Address
  /** Called once a user operation is in: the account is deployed from now on. */
  deployed(): void
}
