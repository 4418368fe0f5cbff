import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { solanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import { type ChainAdapter, createPortico, type Network } from '@portico/core'
import { createConfig, http } from '@wagmi/core'
import type { LabConfig } from '../configs/LabConfig.js'
import { DevnetUnavailableError } from '../devnet/DevnetUnavailableError.js'
import type { LabDevnet } from '../devnet/LabDevnet.js'
import { asTestnets } from './asTestnets.js'
import type { LabWorld } from './LabWorld.js'
import { labChains } from './labChains.js'

/**
 * Builds the page's wagmi config (local RPC only, so no public endpoint is ever called) and the Portico
 * instance for one lab config: the same two calls an integrator makes. A config with `solana` also gets
 * the devnet's Solana chain and the Solana adapter.
 */
export function createLabWorld(config: LabConfig, devnet: LabDevnet, cloudUrl?: string): LabWorld {
  const cloud = config.cloud && cloudUrl ? { ...config.cloud, cloudUrl } : undefined
  const chains = cloud && cloud.testnets !== false ? asTestnets(labChains(devnet)) : labChains(devnet)
  const solana = solanaPart(config, devnet)
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
    networks: [...eip155Networks(chains), ...solana.networks],
    adapters: [eip155Adapter({ wagmiConfig }), ...solana.adapters],
  })
  return { chains, wagmiConfig, portico }
}

function solanaPart(config: LabConfig, devnet: LabDevnet): { networks: Network[]; adapters: ChainAdapter[] } {
  if (!config.solana) return { networks: [], adapters: [] }
  if (!devnet.solana) throw new DevnetUnavailableError('The running devnet has no Solana chain (solana).')
  const { rpcUrl, wsUrl, genesisHash } = devnet.solana
  // Not a testnet here, as labChains does for the EVM chains: the browser tests read its real SOL balance.
  const network = { ...solanaLocalnet({ rpcUrl, wsUrl, genesisHash }), testnet: false }
  return { networks: [network], adapters: [solanaAdapter()] }
}
