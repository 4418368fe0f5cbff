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

  it("turns a message the wallet's matcher recognises, also under a wrapper, into UserRejectedError", () => {
    const isKeplrRejection = (message: string) => message === 'Request rejected'
    const wrapped = new Error('enable failed', { cause: new Error('Request rejected') })
    expect(toWalletError(wrapped, isKeplrRejection)).toBeInstanceOf(UserRejectedError)
    const failure = new Error('There is no chain info')
    expect(toWalletError(failure, isKeplrRejection)).toBe(failure)
    expect(toWalletError(new Error('Request rejected'))).not.toBeInstanceOf(UserRejectedError)
  })

  it('returns a UserRejectedError as it is', () => {
    const rejected = new UserRejectedError()
    expect(toWalletError(rejected, () => true)).toBe(rejected)
  })
})
