import { createKeyPairSignerFromBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts } from './devnetSolanaAccounts.js'
import { devnetSolanaToken } from './devnetSolanaToken.js'

describe('devnetSolanaAccounts', () => {
  it('are stable key pairs whose secret keys sign for their addresses', async () => {
    for (const account of devnetSolanaAccounts) {
      const signer = await createKeyPairSignerFromBytes(Uint8Array.from(account.secretKey))
      expect(signer.address).toBe(account.address)
    }
    expect([devnetSolanaAccounts[0]?.address, devnetSolanaToken.mint]).toMatchInlineSnapshot(`
      [
        "5GNoTwEr4KgiTqPT4HW1BXDcbL55oQbr3NvzzLWJzgkH",
        "EaqkPJToE3nzBN2yuoNPkfiu3WpaXSRC8f1ruMiCr2fK",
      ]
    `)
  })
})
