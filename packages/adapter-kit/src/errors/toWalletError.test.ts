import { UserRejectedError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'

const walletError = (code: number) => Object.assign(new Error(`wallet answered ${code}`), { code })

describe('toWalletError', () => {
  it("turns the wallet's 4001, also under a wrapper, into core's UserRejectedError", () => {
    expect(toWalletError(walletError(4001))).toMatchObject({ shortMessage: 'User rejected the request' })
    const wrapped = new Error('signMessage failed', { cause: walletError(4001) })
    expect(toWalletError(wrapped)).toBeInstanceOf(UserRejectedError)
  })

  it('leaves other failures as they are', () => {
    const failure = walletError(-32603)
    expect(toWalletError(failure)).toBe(failure)
  })
})
