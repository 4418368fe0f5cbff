import { devnetSolanaToken } from '@portico/devnet'
import { generateKeyPairSigner } from '@solana/kit'
import { expect, it } from 'vitest'
import { solanaAdapter } from '../adapter/solanaAdapter.js'
import { useSolanaDevnet } from '../testWorld/useSolanaDevnet.js'

const { devnet, network } = useSolanaDevnet()

it("reads an account's SOL and its SPL tokens from the network, named from their metadata, without a wallet", async () => {
  const owner = devnet().solana.accounts[1]?.address ?? ''
  const tokens = (await solanaAdapter().readTokenBalances?.({ address: owner, network: network() })) ?? []
  const [sol, ...spl] = tokens
  expect(sol).toMatchObject({ name: 'Solana', symbol: 'SOL', chainId: network().caipNetworkId, iconUrl: '' })
  expect(sol?.address).toBeUndefined()
  expect(Number(sol?.quantity.numeric)).toBeGreaterThan(0)
  expect(spl).toEqual([
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: network().caipNetworkId,
      address: devnetSolanaToken.mint,
      quantity: { decimals: String(devnetSolanaToken.decimals), numeric: '1000' },
      iconUrl: '',
    },
  ])
})

it('lists only SOL, at zero, for an account that holds nothing', async () => {
  const nobody = (await generateKeyPairSigner()).address
  const tokens = await solanaAdapter().readTokenBalances?.({ address: nobody, network: network() })
  expect(tokens?.map((token) => [token.symbol, token.quantity.numeric])).toEqual([['SOL', '0']])
})
