import { bitcoinAdapter, bitcoinRegtest } from '@portico/adapter-bitcoin'
import { cosmosAdapter, cosmosLocalnet } from '@portico/adapter-cosmos'
import { eip155Adapter, eip155Networks } from '@portico/adapter-eip155'
import { polkadotAdapter, polkadotLocal } from '@portico/adapter-polkadot'
import { solanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import {
  type ChainAdapter,
  createPortico,
  type Network,
  type PorticoFeature,
  type SiwxConfig,
} from '@portico/core'
import { send } from '@portico/send'
import { createConfig, http } from '@wagmi/core'
import type { LabConfig } from '../configs/LabConfig.js'
import { DevnetUnavailableError } from '../devnet/DevnetUnavailableError.js'
import type { LabDevnet } from '../devnet/LabDevnet.js'
import { asTestnets } from './asTestnets.js'
import type { LabWorld } from './LabWorld.js'
import { labChains } from './labChains.js'
import { labTransfers } from './labTransfers.js'

/**
 * Builds the page's wagmi config (local RPC only, so no public endpoint is ever called) and the Portico
 * instance for one lab config: the same two calls an integrator makes. A config with `solana` also gets
 * the devnet's Solana chain and the Solana adapter; `bitcoin`, `cosmos` and `polkadot` likewise.
 */
export function createLabWorld(
  config: LabConfig,
  devnet: LabDevnet,
  cloudUrl?: string,
  locale?: string,
  siwx?: SiwxConfig,
  plugins: readonly PorticoFeature<unknown, object>[] = [],
): LabWorld {
  const cloud = config.cloud && cloudUrl ? { ...config.cloud, cloudUrl } : undefined
  const extraPlugins = [...plugins, ...(config.send ? [labSend(devnet)] : [])]
  const evm = labChains(devnet, config.evmNativeCurrency)
  const chains = cloud && cloud.testnets !== false ? asTestnets(evm) : evm
  const others = [
    solanaPart(config, devnet),
    bitcoinPart(config, devnet),
    cosmosPart(config, devnet),
    polkadotPart(config, devnet),
  ]
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
    ...(config.relayOnly ? { projectId: config.relayOnly.projectId } : {}),
    ...config.options,
    ...(locale ? { locale } : {}),
    ...(siwx ? { siwx } : {}),
    ...(extraPlugins.length > 0 ? { plugins: [...(config.options.plugins ?? []), ...extraPlugins] } : {}),
    networks: [...eip155Networks(chains), ...others.flatMap((part) => part.networks)],
    adapters: config.noAdapters
      ? []
      : [eip155Adapter({ wagmiConfig }), ...others.flatMap((part) => part.adapters)],
  })
  return {
    chains,
    wagmiConfig,
    portico,
    transfers: labTransfers(devnet),
    ...(devnet.contracts ? { usdc: devnet.contracts.usdc } : {}),
    ...(devnet.solana?.token ? { splUsdc: splUsdcOf(devnet.solana.token) } : {}),
  }
}

/** Send, with the devnet's USDT (the same address on every EVM chain) as a USDT-like token. */
function labSend(devnet: LabDevnet) {
  const usdt = devnet.contracts?.usdt.address
  return send({
    usdtLikeTokens: usdt ? devnet.chains.map((chain) => `eip155:${chain.chainId}:${usdt}`) : [],
  })
}

/** The networks and adapter one more namespace adds to the page. */
interface NamespacePart {
  networks: Network[]
  adapters: ChainAdapter[]
}

function solanaPart(config: LabConfig, devnet: LabDevnet): NamespacePart {
  if (!config.solana) return { networks: [], adapters: [] }
  if (!devnet.solana) throw new DevnetUnavailableError('The running devnet has no Solana chain (solana).')
  const { rpcUrl, wsUrl, genesisHash } = devnet.solana
  // Not a testnet, as labChains' EVM chains: the wallet registry's chain filter keeps its id.
  const network = { ...solanaLocalnet({ rpcUrl, wsUrl, genesisHash }), testnet: false }
  return { networks: [network], adapters: [solanaAdapter()] }
}

function bitcoinPart(config: LabConfig, devnet: LabDevnet): NamespacePart {
  if (!config.bitcoin) return { networks: [], adapters: [] }
  if (!devnet.bip122) throw new DevnetUnavailableError('The running devnet has no Bitcoin chain (bip122).')
  // Not a testnet, like the Solana one.
  const network = { ...bitcoinRegtest({ esploraUrl: devnet.bip122.esploraUrl }), testnet: false }
  return { networks: [network], adapters: [bitcoinAdapter()] }
}

function cosmosPart(config: LabConfig, devnet: LabDevnet): NamespacePart {
  if (!config.cosmos) return { networks: [], adapters: [] }
  if (!devnet.cosmos) throw new DevnetUnavailableError('The running devnet has no Cosmos chain (cosmos).')
  const { rpcUrl, restUrl, chainId } = devnet.cosmos
  // Not a testnet, like the Solana one.
  const network = { ...cosmosLocalnet({ rpcUrl, restUrl, chainId }), testnet: false }
  // The test wallets install under their own window keys, which the adapter looks at after Keplr's.
  const injections = (config.wallets.cosmos ?? []).map(({ key, connectorId, name }) => ({
    path: key,
    id: connectorId,
    name,
  }))
  return { networks: [network], adapters: [cosmosAdapter({ injections })] }
}

function polkadotPart(config: LabConfig, devnet: LabDevnet): NamespacePart {
  if (!config.polkadot) return { networks: [], adapters: [] }
  if (!devnet.polkadot)
    throw new DevnetUnavailableError('The running devnet has no Polkadot chain (polkadot).')
  // Not a testnet, like the Solana one.
  const network = { ...polkadotLocal(devnet.polkadot), testnet: false }
  return { networks: [network], adapters: [polkadotAdapter({ appName: 'Portico lab' })] }
}

/** The devnet's SPL token as the Pay panel pays with it: its mint as the asset's address. */
function splUsdcOf({ mint, name, symbol, decimals }: NonNullable<NonNullable<LabDevnet['solana']>['token']>) {
  return { address: mint, name, symbol, decimals }
}
