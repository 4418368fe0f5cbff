import { describe, expect, it } from 'vitest'
import { parseWalletDocument } from './readWalletFile.js'

describe('parseWalletDocument', () => {
  it('maps explorer listings to registry wallets', () => {
    const { wallets, skipped } = parseWalletDocument({
      listings: {
        abc123: {
          id: 'abc123',
          name: 'Example Wallet',
          homepage: 'https://example.com',
          image_id: 'img-1',
          rdns: 'com.example',
          chains: ['eip155:1', 'not a chain', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          app: {
            browser: 'https://app.example.com',
            ios: 'https://apps.apple.com/x',
            android: '',
            chrome: null,
          },
          mobile: { native: '', universal: 'https://example.com/wc' },
          desktop: { native: 'example://', universal: '' },
          badge_type: 'certified',
          extra: { ignored: true },
        },
        broken: { id: 'broken' },
      },
    })
    expect(wallets).toEqual([
      {
        id: 'abc123',
        name: 'Example Wallet',
        image_id: 'img-1',
        rdns: 'com.example',
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        homepage: 'https://example.com',
        mobile_link: 'https://example.com/wc',
        desktop_link: 'example://',
        webapp_link: 'https://app.example.com',
        app_store: 'https://apps.apple.com/x',
        play_store: null,
        chrome_store: null,
        badge_type: 'certified',
      },
    ])
    expect(skipped.map((entry) => entry.id)).toEqual(['broken'])
  })

  it("reads Portico's own catalogue format", () => {
    const { wallets } = parseWalletDocument({ wallets: [{ id: 'w1', name: 'W One', chains: ['eip155:1'] }] })
    expect(wallets[0]).toMatchObject({ id: 'w1', image_id: 'w1', badge_type: 'none', rdns: null })
  })

  it('refuses a document in neither format', () => {
    expect(() => parseWalletDocument({ hello: 'world' })).toThrow('Invalid request')
  })
})
