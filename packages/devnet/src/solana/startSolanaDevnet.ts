import type { RunningNamespace, StartNamespaceOptions } from '../namespaces/RunningNamespace.js'
import { devnetSolanaAccounts } from './devnetSolanaAccounts.js'
import { devnetSolanaToken } from './devnetSolanaToken.js'
import type { SolanaDevnetInfo } from './SolanaDevnetInfo.js'
import { SolanaLedger } from './SolanaLedger.js'
import { seedSolanaLedger } from './seedSolanaLedger.js'
import { serveSolanaRpc } from './serveSolanaRpc.js'

/** Default RPC port (PubSub on the next one), as solana-test-validator. */
export const SOLANA_DEFAULT_RPC_PORT = 8899
/** One slot (block) every 400 ms, as on mainnet. */
const SLOT_INTERVAL_MS = 400

/** Starts the LiteSVM-backed Solana node in this process. */
export async function startSolanaDevnet({
  ports,
}: StartNamespaceOptions): Promise<RunningNamespace<SolanaDevnetInfo>> {
  const ledger = new SolanaLedger()
  const tokenAccounts = await seedSolanaLedger(ledger)
  const server = await serveSolanaRpc(ledger, ports === 'ephemeral' ? 0 : SOLANA_DEFAULT_RPC_PORT)
  const clock = setInterval(() => ledger.advanceSlot(), SLOT_INTERVAL_MS)
  clock.unref()
  return {
    info: {
      rpcUrl: `http://127.0.0.1:${server.rpcPort}`,
      wsUrl: `ws://127.0.0.1:${server.wsPort}`,
      genesisHash: ledger.genesisHash,
      accounts: devnetSolanaAccounts.map((account) => ({ ...account })),
      token: {
        mint: devnetSolanaToken.mint,
        name: devnetSolanaToken.name,
        symbol: devnetSolanaToken.symbol,
        decimals: devnetSolanaToken.decimals,
        tokenAccounts,
      },
    },
    stop: async () => {
      clearInterval(clock)
      await server.close()
      ledger.removeAllListeners()
    },
  }
}
