import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readDevnetEndpoints } from './readDevnetEndpoints.js'

const withFile = async (content: string) => {
  const file = join(await mkdtemp(join(tmpdir(), 'portico-devnet-')), 'endpoints.json')
  await writeFile(file, content)
  return file
}

describe('readDevnetEndpoints', () => {
  it('reads the chains of the @portico/devnet file', async () => {
    const file = await withFile(
      JSON.stringify({
        pid: 1,
        startedAt: '2026-11-22T00:00:00Z',
        eip155: {
          chains: [
            {
              chainId: 31337,
              name: 'Portico Local',
              rpcUrl: 'http://127.0.0.1:9545',
              wsUrl: 'ws://127.0.0.1:9545',
            },
            {
              chainId: 31338,
              name: 'Portico Local B',
              rpcUrl: 'http://127.0.0.1:9546',
              wsUrl: 'ws://127.0.0.1:9546',
            },
          ],
          accounts: [{ address: '0x0', privateKey: '0x1' }],
          contracts: { usdt: { address: '0x2', name: 'Tether USD', symbol: 'USDT', decimals: 6 } },
        },
        solana: { rpcUrl: 'http://127.0.0.1:8899' },
      }),
    )
    expect(await readDevnetEndpoints(file)).toEqual({
      'eip155:31337': 'http://127.0.0.1:9545',
      'eip155:31338': 'http://127.0.0.1:9546',
    })
  })

  it('accepts CAIP-2 ids and other URL keys', async () => {
    const file = await withFile(
      JSON.stringify([{ caipNetworkId: 'eip155:10', httpUrl: 'http://127.0.0.1:1' }]),
    )
    expect(await readDevnetEndpoints(file)).toEqual({ 'eip155:10': 'http://127.0.0.1:1' })
  })

  it('yields nothing for a missing or malformed file', async () => {
    expect(await readDevnetEndpoints('/nonexistent/endpoints.json')).toEqual({})
    expect(await readDevnetEndpoints(await withFile('{not json'))).toEqual({})
  })
})
