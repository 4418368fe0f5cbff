import { type LoadedAdapter, loadAdapter, pageWallets } from '@portico/adapter-kit/testing'
import type { AdapterContext, ChainAdapter, Network } from '@portico/core'
import { type DevnetSolanaAccount, startDevnet } from '@portico/devnet'
import { solanaAdapter } from '../adapter/solanaAdapter.js'
import { solanaDevnet } from '../networks/solanaDevnet.js'
import { solanaLocalnet } from '../networks/solanaLocalnet.js'
import { createTestSolanaWallet, type TestSolanaWallet } from './createTestSolanaWallet.js'

/** A set-up adapter and the events it emitted. */
export type LoadedSolanaAdapter = LoadedAdapter<ChainAdapter>

/**
 * The world the adapter tests run in: two Solana devnets, one as a local cluster (wallet chain
 * `solana:localnet`), the other standing in for the devnet cluster (`solana:devnet`, its id and
 * genesis reference, served on 127.0.0.1), so a network switch changes the RPC the adapter uses.
 */
export async function startSolanaTestWorld() {
  const [local, standIn] = await Promise.all([
    startDevnet({ chains: ['solana'], ports: 'ephemeral' }),
    startDevnet({ chains: ['solana'], ports: 'ephemeral' }),
  ])
  const localnet = solanaLocalnet({
    rpcUrl: local.solana.rpcUrl,
    wsUrl: local.solana.wsUrl,
    genesisHash: local.solana.genesisHash,
  })
  const devnet: Network = {
    ...solanaDevnet,
    rpcUrls: { default: { http: [standIn.solana.rpcUrl], webSocket: [standIn.solana.wsUrl] } },
  }
  const networks = [localnet, devnet] as const
  const page = pageWallets<TestSolanaWallet>()
  let wallets = 0

  return {
    networks,
    accounts: local.solana.accounts as [DevnetSolanaAccount, ...DevnetSolanaAccount[]],
    /** A wallet over a devnet account, registered on the page through the Wallet Standard. */
    async openWallet({
      accounts,
      signAndSend,
    }: {
      accounts: readonly DevnetSolanaAccount[]
      signAndSend?: boolean
    }) {
      wallets += 1
      const wallet: TestSolanaWallet = await createTestSolanaWallet({
        name: `Solana Test Wallet ${wallets}`,
        secretKeys: accounts.map((account) => account.secretKey),
        rpcUrls: { 'solana:localnet': local.solana.rpcUrl, 'solana:devnet': standIn.solana.rpcUrl },
        ...(signAndSend === undefined ? {} : { signAndSend }),
      })
      return page.register(wallet)
    },
    /** The wallet leaves the page (e.g. its extension is turned off). */
    unregister: page.unregister,
    /** A new solanaAdapter, set up with both networks (a page load). */
    load(options: Partial<Pick<AdapterContext, 'networks'>> = {}): Promise<LoadedSolanaAdapter> {
      return loadAdapter(solanaAdapter(), options.networks ?? networks)
    },
    async stop() {
      page.unregisterAll()
      await Promise.all([local.stop(), standIn.stop()])
    },
  }
}
