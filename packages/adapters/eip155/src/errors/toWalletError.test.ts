import { UserRejectedError } from '@portico/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'

const walletError = (code: number) => Object.assign(new Error(`wallet answered ${code}`), { code })

describe('toWalletError', () => {
  it('turns a 4001 from the wallet, however wrapped, into UserRejectedError', () => {
    const error = toWalletError(new UserRejectedRequestError(walletError(4001)))
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error).toMatchObject({ shortMessage: 'User rejected the request' })
  })

  it('leaves other failures as they are', () => {
    const failure = new SwitchChainError(walletError(-32603))
    expect(toWalletError(failure)).toBe(failure)
  })
})

describe("toWalletError's rule (core's isUserRejection)", () => {
  it("reads the wallet's own code under wagmi's 4001 wrapper of a failed wallet_addEthereumChain", () => {
    const failure = new UserRejectedRequestError(walletError(-32602))
    expect(toWalletError(failure)).toBe(failure)
  })

  it('takes an error without a code for no rejection', () => {
    const failure = new Error('no code')
    expect(toWalletError(failure)).toBe(failure)
  })
})
