/** What the adapter needs to know about a Cosmos chain beyond core's Network fields. */
export interface CosmosChain {
  /** The chain id (`cosmoshub-4`), also the network id and the CAIP-2 reference. */
  chainId: string
  /** Account address prefix (`cosmos` for `cosmos1…`). */
  bech32Prefix: string
  /** Base denom of the native token (`uatom`): balances, transfers and fees are in it. */
  denom: string
  /** The Cosmos REST (LCD) API: balances, accounts, transactions. */
  restUrl: string
  /** Fee per unit of gas, in `denom` (the chain's minimum or more). */
  gasPrice: number
  /** BIP-44 coin type of the chain's keys (118 for most Cosmos chains). */
  coinType: number
}
