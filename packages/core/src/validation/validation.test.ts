import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/account.js'
import { assertEmailCooldown, emailCooldownRemaining } from './emailCooldown.js'
import { isSocialProvider } from './isSocialProvider.js'
import { isValidAccountName } from './isValidAccountName.js'
import { isValidEmail } from './isValidEmail.js'
import { isValidEvmAddress } from './isValidEvmAddress.js'
import { isValidSolanaAddress } from './isValidSolanaAddress.js'
import { validateCallBatch } from './validateCallBatch.js'
import { validateSendInput } from './validateSendInput.js'

describe('isValidEmail', () => {
  it('accepts e-mail addresses and refuses the rest', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.org']) expect(isValidEmail(email)).toBe(true)
    for (const email of ['', 'a@b', 'a b@c.co', '@b.co', 'a@.co', 'a@b.', 'ab.co'])
      expect(isValidEmail(email)).toBe(false)
  })
})

describe('validateCallBatch', () => {
  it('accepts calls with to (and data) starting 0x', () => {
    const calls = [{ to: '0xabc' }, { to: '0x1', data: '0xdeadbeef', value: 1n }]
    expect(validateCallBatch(calls)).toBe(calls)
    expect(validateCallBatch([])).toEqual([])
  })

  it.each([[[{ to: 'abc' }]], [[{ to: '0x1', data: 'deadbeef' }]], [[{}]], [[null]], ['0x1']])(
    'refuses %o',
    (calls) => {
      expect(() => validateCallBatch(calls)).toThrow(
        "Each call needs a 'to' address starting with 0x, and its data, when given, must start with 0x",
      )
    },
  )
})

describe('isValidAccountName', () => {
  it('takes letters, digits and hyphens, at least 4', () => {
    for (const name of ['abcd', 'my-name-42', 'A1-b']) expect(isValidAccountName(name)).toBe(true)
    for (const name of ['abc', 'my_name', 'my name', 'émile', 'name.eth', ''])
      expect(isValidAccountName(name)).toBe(false)
  })
})

describe('isValidEvmAddress', () => {
  it('takes 40 hex characters with an optional 0x', () => {
    const hex = 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(isValidEvmAddress(`0x${hex}`)).toBe(true)
    expect(isValidEvmAddress(hex)).toBe(true)
    expect(isValidEvmAddress(`0x${hex.slice(1)}`)).toBe(false)
    expect(isValidEvmAddress(`0x${hex}0`)).toBe(false)
    expect(isValidEvmAddress(`0x${hex.slice(1)}g`)).toBe(false)
  })
})

describe('isValidSolanaAddress', () => {
  it('takes 32 to 44 base58 characters', () => {
    expect(isValidSolanaAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe(true)
    expect(isValidSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isValidSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isValidSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isValidSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false)
    expect(isValidSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
  })
})

describe('isSocialProvider', () => {
  it('knows google, github, apple, facebook, x and discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(isSocialProvider(provider)).toBe(true)
    }
    for (const value of ['twitter', 'Google', '', undefined]) expect(isSocialProvider(value)).toBe(false)
  })
})

describe('the e-mail login cooldown', () => {
  const last = 1_000_000

  it('counts the remaining seconds of 30, rounded up', () => {
    expect(emailCooldownRemaining(undefined, last)).toBe(0)
    expect(emailCooldownRemaining(last, last)).toBe(30)
    expect(emailCooldownRemaining(last, last + 1)).toBe(30)
    expect(emailCooldownRemaining(last, last + 29_001)).toBe(1)
    expect(emailCooldownRemaining(last, last + 30_000)).toBe(0)
  })

  it("refuses with 'Please try again after N seconds' inside the cooldown", () => {
    expect(() => assertEmailCooldown(last, last + 12_500)).toThrow('Please try again after 18 seconds')
    expect(() => assertEmailCooldown(last, last + 30_000)).not.toThrow()
    expect(() => assertEmailCooldown(undefined)).not.toThrow()
  })
})

describe('validateSendInput', () => {
  const token: TokenBalance = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 0,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  }
  const receiverAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('passes a complete EVM or Solana send', () => {
    expect(validateSendInput({ namespace: 'eip155', amount: '0.1', receiverAddress, token })).toMatchObject({
      namespace: 'eip155',
    })
    expect(validateSendInput({ namespace: 'solana', amount: 1, receiverAddress, token }).namespace).toBe(
      'solana',
    )
  })

  it('gives docs/behaviour.md texts in order', () => {
    expect(() => validateSendInput({ namespace: 'eip155', amount: '', receiverAddress, token })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => validateSendInput({ namespace: 'eip155', amount: '1', receiverAddress: '', token })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() =>
      validateSendInput({ namespace: 'eip155', amount: '1', receiverAddress, token: undefined }),
    ).toThrow('A token is required')
    expect(() => validateSendInput({ namespace: 'bip122', amount: '1', receiverAddress, token })).toThrow(
      'Unsupported chain',
    )
  })
})
