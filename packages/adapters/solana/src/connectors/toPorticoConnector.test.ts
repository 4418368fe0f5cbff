import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { toPorticoConnector } from './toPorticoConnector.js'

it('is an ANNOUNCED solana connector with the wallet name, icon and the wallet as provider', () => {
  const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
  const phantom: Wallet = {
    version: '1.0.0',
    name: 'Phantom',
    icon,
    chains: ['solana:mainnet', 'solana:devnet'],
    accounts: [],
    features: { 'standard:connect': {} },
  }
  expect(toPorticoConnector(phantom)).toEqual({
    id: 'phantom',
    name: 'Phantom',
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: icon,
    info: { icon },
    provider: phantom,
  })
})
