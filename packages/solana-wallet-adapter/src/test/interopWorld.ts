import { solanaAdapter, solanaLocalnet } from '@portico/adapter-solana'
import { createMemoryBackend, type Network, type Portico } from '@portico/core'
import { createTestPortico } from '@portico/core/testing'
import { startDevnet } from '@portico/devnet'
import { createSolanaTestWallet, type SolanaTestWallet } from '@portico/testing'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll } from 'vitest'

/**
 * The world of one test file: a Solana devnet (started before the tests, stopped after), Portico instances with the
 * Solana adapter over it, and Wallet Standard test wallets over its funded accounts.
 */
export function interopWorld() {
  let devnet: Awaited<ReturnType<typeof startDevnet<'solana'>>> | undefined
  const cleanups: (() => void)[] = []
  let wallets = 0
  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  afterAll(() => devnet?.stop())
  const started = () => {
    if (!devnet) throw new Error('the Solana devnet is not started yet')
    return devnet.solana
  }
  // Not marked testnet: Portico shows '0.00' for testnet balances, these tests read them.
  const network = (): Network => ({
    ...solanaLocalnet({
      rpcUrl: started().rpcUrl,
      wsUrl: started().wsUrl,
      genesisHash: started().genesisHash,
    }),
    testnet: false,
  })
  return {
    solana: started,
    network,
    account(index: number) {
      const account = started().accounts[index]
      if (!account) throw new Error(`no devnet account ${index}`)
      return account
    },
    /** A Wallet Standard wallet over a devnet account, known to the devnet's chain as `solana:localnet`. */
    wallet(...accountIndexes: [number, ...number[]]): SolanaTestWallet {
      wallets += 1
      const [first, ...others] = accountIndexes.map((index) => this.account(index).secretKey)
      const wallet = createSolanaTestWallet({
        name: `Interop Test Wallet ${wallets}`,
        secretKey: first as number[],
        chains: [{ id: 'solana:localnet', rpcUrl: started().rpcUrl }],
      })
      if (others.length > 0) wallet.setAccounts([first as number[], ...others])
      return wallet
    },
    /** A page load: Portico with the Solana adapter and the app's own wallets, started. */
    async loadPortico(appWallets: readonly Wallet[] = []): Promise<Portico> {
      const portico = createTestPortico({
        projectId: `solana-wallet-adapter-test-${crypto.randomUUID()}`,
        networks: [network()],
        adapters: [solanaAdapter({ wallets: appWallets })],
        storage: createMemoryBackend(),
      })
      cleanups.push(() => portico.destroy())
      await portico.ready
      return portico
    },
    /** Runs after the current test. */
    defer(cleanup: () => void) {
      cleanups.push(cleanup)
    },
  }
}
