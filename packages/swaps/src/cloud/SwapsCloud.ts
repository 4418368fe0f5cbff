import type { ProjectCloud } from '@portico/core'

/** Where the swap routes are: the cloud, the project they are asked for, and the instance's lifetime. */
export type SwapsCloud = ProjectCloud

/** A transaction the cloud built for the wallet to send. */
export interface BuiltTransaction {
  readonly to: string
  readonly data: string
  readonly value: bigint
  /** The chain's gas estimate for it, from the account that sends it (for the fee shown; the wallet estimates again). */
  readonly gas?: bigint | undefined
}
