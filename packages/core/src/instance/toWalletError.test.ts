import { describe, expect, it } from 'vitest'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError.js'
import { PorticoError } from '../errors/PorticoError.js'
import { UserRejectedError } from '../errors/UserRejectedError.js'
import { toWalletError } from './toWalletError.js'

describe('toWalletError', () => {
  it('turns an EIP-1193 4001 anywhere in the cause chain into a UserRejectedError', () => {
    const provider = Object.assign(new Error('User denied'), { code: 4001 })
    const wrapped = new Error('Request failed', { cause: provider })
    expect(toWalletError(provider)).toBeInstanceOf(UserRejectedError)
    expect(toWalletError(wrapped)).toBeInstanceOf(UserRejectedError)
    expect(toWalletError(wrapped).shortMessage).toBe('User rejected the request')
  })

  it("keeps an adapter's ChainNotSupportedError over a library's 4001 wrapper of the wallet's own code", () => {
    // The EVM adapter's failed add-chain: wagmi's 4001 wraps the wallet's -32602; no rejection.
    const addChainFailed = Object.assign(new Error('Invalid params'), { code: -32602 })
    const wagmiWrapper = Object.assign(new Error('User rejected', { cause: addChainFailed }), { code: 4001 })
    const error = new ChainNotSupportedError({ cause: wagmiWrapper })
    expect(toWalletError(error)).toBe(error)
  })

  it('keeps a PorticoError as it is', () => {
    const error = new ChainNotSupportedError()
    expect(toWalletError(error)).toBe(error)
  })

  it("wraps anything else with its short message (viem's shortMessage first)", () => {
    const viemLike = Object.assign(new Error('long text\n\nDetails: ...'), {
      shortMessage: 'Insufficient funds',
    })
    const typed = toWalletError(viemLike)
    expect(typed).toBeInstanceOf(PorticoError)
    expect(typed.shortMessage).toBe('Insufficient funds')
    expect(typed.cause).toBe(viemLike)
    expect(toWalletError(undefined).shortMessage).toBe('Something went wrong')
  })
})
