import { UserRejectedError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'

describe('toWalletError', () => {
  it("turns Keplr's 'Request rejected', also under a wrapper, into core's UserRejectedError", () => {
    expect(toWalletError(new Error('Request rejected'))).toMatchObject({
      shortMessage: 'User rejected the request',
    })
    const wrapped = new Error('enable failed', { cause: new Error('Request rejected') })
    expect(toWalletError(wrapped)).toBeInstanceOf(UserRejectedError)
  })

  it('turns a 4001 code into UserRejectedError', () => {
    const error = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(toWalletError(error)).toBeInstanceOf(UserRejectedError)
  })

  it('leaves other failures as they are', () => {
    const failure = new Error('There is no chain info for portico-local-9')
    expect(toWalletError(failure)).toBe(failure)
  })
})
