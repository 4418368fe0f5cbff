import { devnetSolanaToken } from '@portico/devnet'
import { generateKeyPairSigner } from '@solana/kit'
import { expect, it } from 'vitest'
import { solanaAdapter } from '../adapter/solanaAdapter.js'
import { useSolanaDevnet } from '../testWorld/useSolanaDevnet.js'

const { network } = useSolanaDevnet()

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
