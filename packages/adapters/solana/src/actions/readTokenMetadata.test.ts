import { devnetSolanaToken, startDevnet } from '@portico/devnet'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solanaAdapter } from '../adapter/solanaAdapter.js'
import { solanaLocalnet } from '../networks/solanaLocalnet.js'

let devnet: Awaited<ReturnType<typeof startDevnet<'solana'>>>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['solana'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const network = () =>
  solanaLocalnet({
    rpcUrl: devnet.solana.rpcUrl,
    wsUrl: devnet.solana.wsUrl,
    genesisHash: devnet.solana.genesisHash,
  })

it("reads an SPL mint's name and symbol from its Metaplex metadata account on the network, without a wallet", async () => {
  const metadata = await solanaAdapter().readTokenMetadata?.({
    network: network(),
    tokens: [devnetSolanaToken.mint],
  })
  expect(metadata).toEqual({ [devnetSolanaToken.mint]: { name: 'USD Coin', symbol: 'USDC' } })
})

it('leaves out a mint that has no metadata account', async () => {
  const bare = (await generateKeyPairSigner()).address
  const metadata = await solanaAdapter().readTokenMetadata?.({
    network: network(),
    tokens: [bare, devnetSolanaToken.mint],
  })
  expect(Object.keys(metadata ?? {})).toEqual([devnetSolanaToken.mint])
})
