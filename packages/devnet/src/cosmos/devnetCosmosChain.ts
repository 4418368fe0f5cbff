/** The local Cosmos chain: its own chain id, bech32 prefix and staking-less bank token. */
export const devnetCosmosChain = {
  chainId: 'portico-local-1',
  bech32Prefix: 'portico',
  /** Base denom (6 decimals); display denom PTC. */
  denom: 'uptc',
  displayDenom: 'PTC',
  decimals: 6,
  /** Minimum gas price the node accepts: fee >= ceil(gas limit × 0.025) uptc. */
  minGasPrice: 0.025,
  /** Default ports: CometBFT RPC and the Cosmos REST (LCD) API. */
  defaultRpcPort: 26657,
  defaultLcdPort: 1317,
} as const
