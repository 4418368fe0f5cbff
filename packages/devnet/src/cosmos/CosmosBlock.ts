/** A committed block. */
export type CosmosBlock = { height: number; time: Date; hash: string }
