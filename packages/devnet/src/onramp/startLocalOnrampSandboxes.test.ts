import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
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
