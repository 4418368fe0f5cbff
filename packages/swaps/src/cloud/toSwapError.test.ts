import { SWAP_ERROR_CODES } from '@portico/cloud-contract'
import { HttpError, UserRejectedError } from '@portico/core'
import { expect, it } from 'vitest'
import { swapErrorOf } from '../errors/swapErrorOf.js'
import { toSwapError } from './toSwapError.js'

const answer = (status: number, body: unknown) =>
  new HttpError({ status, url: 'http://cloud/v1/convert/quotes', body })

it("reads the cloud's swap codes (one vocabulary with the cloud) and nothing else as one", () => {
  for (const code of Object.values(SWAP_ERROR_CODES))
    expect(toSwapError(answer(400, { error: code, message: '' })).swapCode).toBe(code)
  expect(toSwapError(answer(500, { error: 'internal', message: '' })).swapCode).toBe('unknown')
  expect(toSwapError(answer(502, 'Bad gateway')).swapCode).toBe('unknown')
  expect(toSwapError(new TypeError('fetch failed')).swapCode).toBe('unknown')
  expect(swapErrorOf(new UserRejectedError()).swapCode).toBe('user_rejected')
})
