import type { CaipNetworkId } from '@portico/core'
import type { EmbeddedContext } from './EmbeddedContext.js'

/** The auth connector serves these namespaces. */
const FRAME_NAMESPACES = ['eip155', 'solana'] as const

/** The network the frame starts on: the active one when the frame serves its namespace, else the app's first. */
export function frameChainId({ feature }: Pick<EmbeddedContext, 'feature'>): CaipNetworkId | undefined {
  const active = feature.state.activeNamespace
  const current =
    active === 'eip155' || active === 'solana'
      ? feature.state.chains[active]?.networkState.caipNetwork?.caipNetworkId
      : undefined
  return (
    current ??
    feature.options.networks.find((network) =>
      (FRAME_NAMESPACES as readonly string[]).includes(network.chainNamespace),
    )?.caipNetworkId
  )
}
