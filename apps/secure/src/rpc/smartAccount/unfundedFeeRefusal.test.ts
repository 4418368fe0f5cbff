import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { createFrameTranslator } from '../../i18n/createFrameTranslator.js'
import { ETHER_UNIT } from '../evm/NativeCurrencyUnit.js'
import { UnfundedFeeError } from './UnfundedFeeError.js'
import { unfundedFeeRefusal } from './unfundedFeeRefusal.js'

const context = { t: createFrameTranslator(), nativeCurrency: ETHER_UNIT }

describe('unfundedFeeRefusal', () => {
  it('tells the visitor the balance, the value and the most the fee can be, as insufficient_funds', () => {
    const refusal = unfundedFeeRefusal(
      context,
      new UnfundedFeeError(parseEther('0.1'), parseEther('0.1'), parseEther('0.00042')),
    )
    expect(refusal).toMatchObject({
      code: 'insufficient_funds',
      message:
        'This account holds 0.1 ETH, less than the 0.1 ETH to send plus a network fee of up to 0.00042 ETH: add ETH to it, then try again',
    })
  })

  it('shows the fee rounded up to four significant digits, never its last wei', () => {
    const refusal = unfundedFeeRefusal(
      context,
      new UnfundedFeeError(0n, parseEther('0.1'), 6_097_223_960_849_680n),
    )
    expect(refusal).toMatchObject({
      message:
        'This account holds 0 ETH, less than the 0.1 ETH to send plus a network fee of up to 0.006098 ETH: add ETH to it, then try again',
    })
  })

  it('names only the fee for calls that send no value, and gives back any other error as it is', () => {
    expect(unfundedFeeRefusal(context, new UnfundedFeeError(0n, 0n, parseEther('0.0003')))).toMatchObject({
      code: 'insufficient_funds',
      message:
        'This account holds 0 ETH, less than the network fee of up to 0.0003 ETH: add ETH to it, then try again',
    })
    const other = new Error('The bundler refused the transaction: AA23')
    expect(unfundedFeeRefusal(context, other)).toBe(other)
  })
})
