import type { Chain } from 'viem'
import { eip155Network } from './eip155Network.js'

/**
 * Portico networks for every chain of a wagmi config, in order, as the non-empty list
 * `createPortico({ networks })` expects.
 * @example createPortico({ networks: eip155Networks(wagmiConfig.chains), adapters: [eip155Adapter({ wagmiConfig })] })
 */
export function eip155Networks<const chains extends readonly [Chain, ...Chain[]]>(chains: chains) {
  const [first, ...rest] = chains
  return [eip155Network(first), ...rest.map((chain) => eip155Network(chain))] as [
    ReturnType<typeof eip155Network<chains[number]>>,
    ...ReturnType<typeof eip155Network<chains[number]>>[],
  ]
}
