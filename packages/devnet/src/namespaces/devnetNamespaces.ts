/** CAIP-2 namespaces the devnet can start, in start-up and print order. */
export const devnetNamespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const

export type DevnetNamespace = (typeof devnetNamespaces)[number]
