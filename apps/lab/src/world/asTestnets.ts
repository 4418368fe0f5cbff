import type { Chain } from 'viem'

/** The same chains flagged as testnets (the lab's cloud configs: no catalogue lists a local devnet). */
export function asTestnets(chains: readonly [Chain, ...Chain[]]): [Chain, ...Chain[]] {
  const [first, ...rest] = chains.map((chain) => ({ ...chain, testnet: true }))
  return [first as Chain, ...rest]
}
