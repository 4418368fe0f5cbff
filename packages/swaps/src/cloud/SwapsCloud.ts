/** Where the swap routes are: the cloud, the project they are asked for, and the instance's lifetime. */
export interface SwapsCloud {
  readonly cloudUrl: string
  readonly projectId: string
  readonly signal?: AbortSignal | undefined
}

/** A transaction the cloud built for the wallet to send. */
export interface BuiltTransaction {
  readonly to: string
  readonly data: string
  readonly value: bigint
}
