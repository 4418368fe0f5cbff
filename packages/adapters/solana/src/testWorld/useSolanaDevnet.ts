import { startDevnet } from '@portico/devnet'
import { afterAll, beforeAll } from 'vitest'
import { solanaLocalnet } from '../networks/solanaLocalnet.js'

/**
 * A Solana devnet for the tests of one file: started before them, stopped after. `network()` is the adapter's
 * view of it (solanaLocalnet on its endpoints); `devnet()` its accounts and mint.
 */
export function useSolanaDevnet() {
  let devnet: Awaited<ReturnType<typeof startDevnet<'solana'>>> | undefined
  beforeAll(async () => {
    devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
  })
  afterAll(() => devnet?.stop())
  const started = () => {
    if (!devnet) throw new Error('the Solana devnet is not started yet')
    return devnet
  }
  return {
    devnet: started,
    network: () =>
      solanaLocalnet({
        rpcUrl: started().solana.rpcUrl,
        wsUrl: started().solana.wsUrl,
        genesisHash: started().solana.genesisHash,
      }),
  }
}
