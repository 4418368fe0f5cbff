import type { Address } from 'viem'
import type { EvmRequestContext } from '../evm/EvmRequestContext.js'

/** What the frame gives one eip155 request while the visitor's account is the smart account. */
export type SmartAccountRequestContext = EvmRequestContext & {
  /**
   * The smart account: its address, the bundler its user operations go to and, where the project sponsors them, the
   * paymaster that pays their gas.
   */
  smartAccount: { address: Address; bundlerUrl: string; paymasterUrl?: string | undefined }
  /** The wallet's EOA, the smart account's owner (its key signs for it, inside the frame). */
  owner: Address
  /** Called once a user operation is in: the account is deployed from now on. */
  deployed(): void
  /** When this device sent the user operation `hash` (ms; kept across reloads), and where a new one is recorded. */
  operations: { sentAt(hash: string): number | undefined; sent(hash: string): void }
}
