import { type LoadedAdapter, loadAdapter, pageWallets } from '@portico/adapter-kit/testing'
import type { AdapterContext, Network } from '@portico/core'
import { type DevnetBitcoinAccount, startDevnet } from '@portico/devnet'
import { type BitcoinTestWallet, createBitcoinTestWallet } from '@portico/testing'
import type { BitcoinChainAdapter } from '../adapter/BitcoinChainAdapter.js'
import { bitcoinAdapter } from '../adapter/bitcoinAdapter.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { bitcoinTestnet } from '../networks/bitcoinTestnet.js'

/** A set-up adapter and the events it emitted. */
export type LoadedBitcoinAdapter = LoadedAdapter<BitcoinChainAdapter>

/**
 * The world the adapter tests run in: two bcoin regtest devnets, one as the local regtest network
 * (wallet chain `bitcoin:regtest`), the other standing in for testnet (`bitcoin:testnet`, its id,
 * served on 127.0.0.1), so a network switch changes the Esplora API the adapter uses.
 */
export async function startBitcoinTestWorld() {
  const [local, standIn] = await Promise.all([
    startDevnet({ chains: ['bip122'], ports: 'ephemeral' }),
    startDevnet({ chains: ['bip122'], ports: 'ephemeral' }),
  ])
  const regtest = bitcoinRegtest({ esploraUrl: local.bip122.esploraUrl })
  const testnet: Network = { ...bitcoinTestnet, rpcUrls: { default: { http: [standIn.bip122.esploraUrl] } } }
  const networks = [regtest, testnet] as const
  const page = pageWallets<BitcoinTestWallet>()
  let wallets = 0

  return {
    networks,
    /** The local node's genesis block hash, asked over its JSON-RPC (`getblockhash 0`). */
    async genesisHash(): Promise<string> {
      const response = await fetch(local.bip122.rpcUrl, {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'getblockhash', params: [0] }),
      })
      return ((await response.json()) as { result: string }).result
    },
    accounts: local.bip122.accounts as [DevnetBitcoinAccount, ...DevnetBitcoinAccount[]],
    /** Mines a block on the local devnet (confirms what its mempool holds). */
    async mine() {
      await fetch(`${local.bip122.esploraUrl}/mine`, { method: 'POST', body: '{}' })
    },
    /** A wallet over a devnet account, registered on the page through the Wallet Standard. */
    openWallet({ account, signAndSend }: { account: DevnetBitcoinAccount; signAndSend?: boolean }) {
      wallets += 1
      const wallet = createBitcoinTestWallet({
        name: `Bitcoin Test Wallet ${wallets}`,
        privateKey: account.privateKey,
        chains: [
          { id: 'bitcoin:regtest', esploraUrl: local.bip122.esploraUrl },
          { id: 'bitcoin:testnet', esploraUrl: standIn.bip122.esploraUrl },
        ],
        ...(signAndSend === undefined ? {} : { signAndSend }),
      })
      return page.register(wallet)
    },
    /** The wallet leaves the page (e.g. its extension is turned off). */
    unregister: page.unregister,
    /** A new bitcoinAdapter, set up with both networks (a page load). */
    load(options: Partial<Pick<AdapterContext, 'networks'>> = {}): Promise<LoadedBitcoinAdapter> {
      return loadAdapter(bitcoinAdapter(), options.networks ?? networks)
    },
    async stop() {
      page.unregisterAll()
      await Promise.all([local.stop(), standIn.stop()])
    },
  }
}
