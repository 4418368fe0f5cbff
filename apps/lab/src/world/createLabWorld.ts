import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { createPortico } from '@portico/core'
import { createConfig, http } from '@wagmi/core'
import type { LabConfig } from '../configs/LabConfig.js'
import type { LabDevnet } from '../devnet/LabDevnet.js'
import { asTestnets } from './asTestnets.js'
import type { LabWorld } from './LabWorld.js'
import { labChains } from './labChains.js'

/**
 * Builds the page's wagmi config (local RPC only, so no public endpoint is ever called) and the Portico
 * instance for one lab config: the same two calls an integrator makes.
 */
export function createLabWorld(config: LabConfig, devnet: LabDevnet, cloudUrl?: string): LabWorld {
  const cloud = config.cloud && cloudUrl ? { ...config.cloud, cloudUrl } : undefined
  const chains = cloud ? asTestnets(labChains(devnet)) : labChains(devnet)
  const wagmiConfig = createConfig({
    chains,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  })
  const portico = createPortico({
    projectId: 'portico-lab',
    metadata: {
      name: 'Portico lab',
      description: config.description,
      url: window.location.origin,
      icons: [],
    },
    ...(cloud ? { projectId: cloud.projectId, cloudUrl: cloud.cloudUrl } : {}),
    ...config.options,
    networks: eip155Networks(chains),
    adapters: [eip155Adapter({ wagmiConfig })],
  })
  return { chains, wagmiConfig, portico }
}
