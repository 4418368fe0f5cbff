/** An ABCI event as CometBFT reports it. */
export type CosmosEvent = { type: string; attributes: { key: string; value: string; index: boolean }[] }
