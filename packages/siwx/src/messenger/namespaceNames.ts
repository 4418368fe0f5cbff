import type { ChainNamespace } from '@portico/core'

/** The account kind a sign-in message names per namespace (EIP-4361 says "Ethereum"). */
export const NAMESPACE_ACCOUNT_NAMES: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  polkadot: 'Polkadot',
}
