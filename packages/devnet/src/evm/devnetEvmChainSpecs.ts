/** The two local EVM chains: distinct chain ids and names so network switching has somewhere to go. */
export const devnetEvmChainSpecs = [
  { chainId: 31337, name: 'Portico Local', defaultPort: 8545 },
  { chainId: 31338, name: 'Portico Local B', defaultPort: 8546 },
] as const
