import type { AdapterContext, AdapterEvent, ChainAdapter } from '@portico/core'
import { type DevnetEvmAccount, defineDevnetEvmChain, startDevnet } from '@portico/devnet'
import { announceTestWallet, createTestWallet, type TestWallet, testWalletIcon } from '@portico/testing'
import { type Config, createConfig, createStorage, http } from '@wagmi/core'
import type { Chain } from 'viem'
import { eip155Adapter } from '../adapter/eip155Adapter.js'
import { eip155Network } from '../networks/eip155Network.js'
import { trackRequests } from './trackRequests.js'

type EvmNetwork = ReturnType<typeof eip155Network<Chain>>

/** One test's wallet, announced on the page, with a fresh wagmi config and adapter per "page load". */
export interface WalletSession {
  wallet: TestWallet
  account: DevnetEvmAccount
  /** The wallet's EIP-6963 rdns, which is its connector id. */
  connectorId: string
  /** The wagmi config of a new page load: same chains, same storage, the wallet announced on the page. */
  createConfig(): Config
  /** A new page load: a new wagmi config (same storage, same wallet) and a new adapter, set up. */
  load(options?: Partial<Pick<AdapterContext, 'enableEIP6963' | 'enableInjected'>>): Promise<LoadedAdapter>
  stop(): void
}

export interface LoadedAdapter {
  adapter: ChainAdapter
  config: Config
  events: AdapterEvent[]
}

/**
 * The world the adapter tests run in (a happy-dom page): both devnet chains, their wagmi chains
 * and Portico networks, and test wallets announced through EIP-6963.
 */
export async function startTestWorld() {
  const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const chains = devnet.eip155.chains.map(defineDevnetEvmChain) as [Chain, Chain]
  const [networkA, networkB] = chains.map((chain) => eip155Network(chain)) as [EvmNetwork, EvmNetwork]
  const networks = [networkA, networkB] as const
  let sessions = 0
  const requests = trackRequests()

  function openWallet({
    accountIndex,
    walletKnows = devnet.eip155.chains,
    authorized = false,
    windowEthereum = false,
  }: {
    accountIndex: number
    walletKnows?: typeof devnet.eip155.chains
    authorized?: boolean
    windowEthereum?: boolean
  }): WalletSession {
    const account = devnet.eip155.accounts[accountIndex] as DevnetEvmAccount
    const wallet = createTestWallet({ privateKey: account.privateKey, chains: walletKnows, authorized })
    sessions += 1
    const connectorId = `dev.portico.testwallet${sessions}`
    const info = {
      uuid: crypto.randomUUID(),
      name: `Test Wallet ${sessions}`,
      icon: testWalletIcon,
      rdns: connectorId,
    }
    const stopAnnouncing = announceTestWallet(wallet, info, { windowEthereum })
    const memory = new Map<string, string>()
    const storage = createStorage({
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    })
    const adapters: ChainAdapter[] = []
    const createWagmiConfig = () =>
      createConfig({
        chains,
        transports: Object.fromEntries(
          chains.map((chain) => [
            chain.id,
            http(chain.rpcUrls.default.http[0], { fetchFn: requests.fetchFn, retryCount: 0 }),
          ]),
        ),
        storage,
        // Quick block polling, so balance changes show within the test's poll.
        pollingInterval: 50,
      })

    return {
      wallet,
      account,
      connectorId,
      createConfig: createWagmiConfig,
      async load(options = {}) {
        const config = createWagmiConfig()
        const adapter = eip155Adapter({ wagmiConfig: config })
        const events: AdapterEvent[] = []
        await adapter.setup({
          networks,
          enableEIP6963: options.enableEIP6963 ?? true,
          enableInjected: options.enableInjected ?? true,
          emit: (event) => events.push(event),
        })
        adapters.push(adapter)
        return { adapter, config, events }
      },
      stop() {
        for (const adapter of adapters.splice(0)) adapter.destroy?.()
        stopAnnouncing()
      },
    }
  }

  async function stop() {
    await requests.idle()
    await devnet.stop()
  }

  return { devnet, chains, networks, openWallet, stop }
}
