import { expect, it } from 'vitest'
import { stringifyJson } from './stringifyJson.js'

it('writes bigints as plain JSON numbers, as nodes do for u64 values', () => {
  expect(stringifyJson({ rentEpoch: 18446744073709551615n, lamports: 5n, note: 'x' })).toBe(
    '{"rentEpoch":18446744073709551615,"lamports":5,"note":"x"}',
  )
})
