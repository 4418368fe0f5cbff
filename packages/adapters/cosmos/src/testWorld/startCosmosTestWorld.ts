import { type LoadedAdapter, loadAdapter } from '@portico/adapter-kit/testing'
import type { ChainAdapter } from '@portico/core'
import { type DevnetCosmosAccount, startDevnet } from '@portico/devnet'
import { type CosmosTestWallet, createCosmosTestWallet, registerCosmosTestWallet } from '@portico/testing'
import { cosmosAdapter } from '../adapter/cosmosAdapter.js'
import type { KeplrInjection } from '../connectors/KeplrInjection.js'
import { cosmosLocalnet } from '../networks/cosmosLocalnet.js'
import { cosmosNetwork } from '../networks/cosmosNetwork.js'

/** A set-up adapter and the events it emitted. */
export type LoadedCosmosAdapter = LoadedAdapter<ChainAdapter>

/** The page the adapter runs in: an EventTarget as `window` (keplr_keystorechange) holding the wallets. */
function installPage(): { page: EventTarget & Record<string, unknown>; remove: () => void } {
  const scope = globalThis as { window?: unknown }
  const previous = scope.window
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  scope.window = page
  return {
    page,
    remove: () => {
      if (scope.window === page) scope.window = previous
    },
  }
}

/**
 * The world the adapter tests run in: two Cosmos devnets, the local chain (`portico-local-1`) and a
 * stand-in for another chain (`portico-standin-1`, prefix `standin`, served by the second node) that
 * the test wallets do not know, so switching to it suggests the chain first. The stand-in node
 * checks signatures against its own chain id, so only balances and message signatures work there.
 */
export async function startCosmosTestWorld() {
  const [local, standIn] = await Promise.all([
    startDevnet({ chains: ['cosmos'], ports: 'ephemeral' }),
    startDevnet({ chains: ['cosmos'], ports: 'ephemeral' }),
  ])
  const localnet = cosmosLocalnet({ rpcUrl: local.cosmos.rpcUrl, restUrl: local.cosmos.restUrl })
  const other = cosmosNetwork({
    chainId: 'portico-standin-1',
    name: 'Portico Stand-in',
    rpcUrl: standIn.cosmos.rpcUrl,
    restUrl: standIn.cosmos.restUrl,
    bech32Prefix: 'portico',
    denom: 'uptc',
    symbol: 'PTC',
    decimals: 6,
    testnet: true,
  })
  const networks = [localnet, other] as const
  const { page, remove } = installPage()
  const injections: KeplrInjection[] = []
  let wallets = 0

  return {
    networks,
    page,
    accounts: local.cosmos.accounts as [DevnetCosmosAccount, ...DevnetCosmosAccount[]],
    /** The injections the adapter needs to find the world's wallets (`cosmosAdapter({ injections })`). */
    injections,
    /** A test wallet over a devnet account, installed on the page under its own key. */
    openWallet({ account, authorized = false }: { account: DevnetCosmosAccount; authorized?: boolean }) {
      wallets += 1
      const wallet: CosmosTestWallet = createCosmosTestWallet({
        privateKey: account.privateKey,
        chains: [
          { chainId: localnet.cosmos.chainId, bech32Prefix: 'portico', restUrl: local.cosmos.restUrl },
        ],
        authorized,
        eventTarget: page,
      })
      const injection = {
        path: `porticoCosmosTestWallet${wallets}`,
        id: `cosmos-test-wallet-${wallets}`,
        name: `Cosmos Test Wallet ${wallets}`,
      }
      registerCosmosTestWallet(wallet, { target: page, key: injection.path })
      injections.push(injection)
      return { wallet, connectorId: injection.id }
    },
    /** A new cosmosAdapter, set up with both networks (a page load). */
    async load(): Promise<LoadedCosmosAdapter> {
      return loadAdapter<ChainAdapter>(cosmosAdapter({ injections }), networks)
    },
    async stop() {
      remove()
      await Promise.all([local.stop(), standIn.stop()])
    },
  }
}
