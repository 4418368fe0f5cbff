import type {
  BitcoinDevnetInfo,
  CosmosDevnetInfo,
  EvmDevnetInfo,
  PolkadotDevnetInfo,
  SolanaDevnetInfo,
} from '@portico/devnet'

/**
 * The part of the devnet file the page uses: the EVM chains' endpoints and the funded accounts, and
 * the contracts on them, and the Solana, Bitcoin (bip122), Cosmos and Polkadot chains' when the devnet runs them.
 */
export type LabDevnet = Pick<EvmDevnetInfo, 'chains' | 'accounts'> & {
  /** The contracts deployed on every EVM chain (USDT-like, ERC-20, NFT), when the file names them. */
  contracts?: EvmDevnetInfo['contracts']
  solana?: Pick<SolanaDevnetInfo, 'rpcUrl' | 'wsUrl' | 'genesisHash' | 'accounts'> &
    Partial<Pick<SolanaDevnetInfo, 'token'>>
  bip122?: Pick<BitcoinDevnetInfo, 'caip2' | 'esploraUrl' | 'accounts'>
  cosmos?: Pick<CosmosDevnetInfo, 'chainId' | 'bech32Prefix' | 'rpcUrl' | 'restUrl' | 'accounts'>
  polkadot?: Pick<
    PolkadotDevnetInfo,
    'wsUrl' | 'genesisHash' | 'ss58Prefix' | 'tokenSymbol' | 'tokenDecimals' | 'accounts'
  >
}
