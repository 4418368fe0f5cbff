import { UserRejectedError } from '@portico/core'
import { expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'

it.for(['Cancelled', 'Rejected by user', 'User rejected the request'])(
  "maps an extension's '%s' to UserRejectedError",
  (message) => {
    expect(toWalletError(new Error(message))).toBeInstanceOf(UserRejectedError)
  },
)

it('maps the code 4001, also when wrapped', () => {
  expect(toWalletError(new Error('failed', { cause: { code: 4001 } }))).toBeInstanceOf(UserRejectedError)
})

it('passes other errors through', () => {
  const error = new Error('Unable to find a key for 5Grw…')
  expect(toWalletError(error)).toBe(error)
})
