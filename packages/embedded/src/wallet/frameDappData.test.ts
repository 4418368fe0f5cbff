import { defineNetwork } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { parseAppMessage } from '../protocol/parseAppMessage.js'
import { frameDappData } from './frameDappData.js'

const chain = (id: number, symbol: string, decimals = 18) => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: symbol, symbol, decimals },
  rpcUrls: { default: { http: [`http://127.0.0.1:${8000 + (id % 1000)}`] } },
})

describe('frameDappData', () => {
  it('names the locale and each eip155 and solana network with its native currency, in a message the frame accepts', () => {
    const payload = frameDappData(
      'portico-lab',
      [
        defineNetwork(chain(137, 'POL'), 'eip155'),
        defineNetwork(chain(5, 'SOL', 9), 'solana'),
        defineNetwork(chain(6, 'BTC', 8), 'bip122'),
      ],
      'ar',
    )
    expect(payload.locale).toBe('ar')
    expect(payload.networks).toEqual([
      { chainId: 'eip155:137', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
      { chainId: 'solana:5', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 } },
    ])
    const parsed = parseAppMessage({ type: '@portico-app/SYNC_DAPP_DATA', id: 'p1', payload })
    expect(parsed.ok).toBe(true)
  })

  it('leaves out a network whose currency the protocol refuses instead of spoiling the message', () => {
    const payload = frameDappData(
      'portico-lab',
      [
        defineNetwork(chain(1, 'ETH'), 'eip155'),
        defineNetwork(chain(2, 'A'.repeat(40)), 'eip155'),
        defineNetwork(chain(3, 'ODD', 1.5), 'eip155'),
      ],
      'en',
    )
    expect(payload.networks?.map((network) => network.chainId)).toEqual(['eip155:1'])
  })
})
