import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { devnetEvmAccounts } from '../evm/devnetEvmAccounts.js'
import { exchangeHotWallet } from '../exchange/exchangeHotWallet.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { fundOnrampTreasury, onrampTreasury } from './onrampTreasury.js'
import { LOCAL_ONRAMP_SANDBOXES, startLocalOnrampSandboxes } from './startLocalOnrampSandboxes.js'

let devnet: Devnet<'eip155' | 'solana'>
beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155', 'solana'], ports: 'ephemeral' })
}, 120_000)
afterAll(() => devnet?.stop())

it("starts both sandboxes with the cloud's development settings, selling ETH and SOL", async () => {
  const local = await startLocalOnrampSandboxes({
    evm: devnet.eip155,
    solana: devnet.solana,
    cloudUrl: 'http://127.0.0.1:9',
    ports: 'ephemeral',
  })
  try {
    for (const name of ['meld', 'coinbase'] as const) {
      const response = await fetch(`${local.urls[name]}/api/options`, {
        headers: { authorization: `Bearer ${LOCAL_ONRAMP_SANDBOXES[name].apiKey}` },
      })
      const options = (await response.json()) as { provider: string; assets: { asset: string }[] }
      expect(options.provider).toBe(LOCAL_ONRAMP_SANDBOXES[name].provider)
      expect(options.assets.map(({ asset }) => asset)).toEqual(['ETH', 'SOL'])
    }
  } finally {
    await local.stop()
  }
})

it('pays Coinbarn from a treasury of its own, no dev account and not the exchange, funded at start', async () => {
  const treasury = onrampTreasury(LOCAL_ONRAMP_SANDBOXES.coinbase.treasuryIndex)
  const shared = [...devnetEvmAccounts.map(({ address }) => address), exchangeHotWallet.address]
  expect(shared).not.toContain(treasury.evm.address)
  expect(devnet.solana.accounts.map(({ address }) => address)).not.toContain(treasury.solana.address)

  const local = await startLocalOnrampSandboxes({
    evm: devnet.eip155,
    solana: devnet.solana,
    cloudUrl: 'http://127.0.0.1:9',
    ports: 'ephemeral',
  })
  try {
    const [chain] = devnet.eip155.chains
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    expect(await client.getBalance({ address: treasury.evm.address })).toBe(parseEther('10000'))
    const answer = await fetch(devnet.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [treasury.solana.address],
      }),
    })
    const { result } = (await answer.json()) as { result: { value: number } }
    expect(result.value).toBeGreaterThanOrEqual(1_000 * 1_000_000_000)
  } finally {
    await local.stop()
  }
})

it('funds a treasury again on the same devnet at once, as a second start does, without a refused second airdrop', async () => {
  const treasury = onrampTreasury(LOCAL_ONRAMP_SANDBOXES.coinbase.treasuryIndex)
  const chains = { solanaRpcUrl: devnet.solana.rpcUrl }
  await fundOnrampTreasury(treasury, chains)
  await expect(fundOnrampTreasury(treasury, chains)).resolves.toBeUndefined()
})
