import { describe, expect, it } from 'vitest'
import { loadCatalogue } from './loadCatalogue.js'

describe('the wallet catalogue in the repo', () => {
  it('holds over 100 distinct wallets with CAIP-2 chains', async () => {
    const wallets = await loadCatalogue()
    expect(wallets.length).toBeGreaterThan(100)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(wallets.find((wallet) => wallet.id === 'metamask')).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      badge_type: 'certified',
    })
  })
})
