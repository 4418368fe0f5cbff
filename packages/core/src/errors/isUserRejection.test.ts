import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection.js'
import { UserRejectedError } from './UserRejectedError.js'

const walletError = (code: number, cause?: unknown) =>
  Object.assign(new Error(`wallet answered ${code}`, cause === undefined ? undefined : { cause }), { code })

describe('isUserRejection', () => {
  it("is the wallet's 4001, also under wrappers without a code of their own", () => {
    expect(isUserRejection(walletError(4001))).toBe(true)
    expect(isUserRejection(new Error('request failed', { cause: walletError(4001) }))).toBe(true)
  })

  it("lets the wallet's own code decide under a library's 4001 wrapper", () => {
    // wagmi wraps a failed wallet_addEthereumChain (-32602) in a 4001 of its own.
    expect(isUserRejection(walletError(4001, walletError(-32602)))).toBe(false)
  })

  it('is a UserRejectedError anywhere in the chain', () => {
    expect(isUserRejection(new Error('wrapped', { cause: new UserRejectedError() }))).toBe(true)
  })

  it("is a message the wallet's matcher recognises, for wallets that answer with text only", () => {
    const isKeplrRejection = (message: string) => message === 'Request rejected'
    const wrapped = new Error('enable failed', { cause: new Error('Request rejected') })
    expect(isUserRejection(wrapped, isKeplrRejection)).toBe(true)
    expect(isUserRejection(wrapped)).toBe(false)
  })

  it('is no other failure, nor a value that is not an error', () => {
    expect(isUserRejection(walletError(-32603))).toBe(false)
    expect(isUserRejection(new Error('no code'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('User rejected')).toBe(false)
  })
})
