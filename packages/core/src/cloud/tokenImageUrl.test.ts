import { expect, it } from 'vitest'
import { tokenImageUrl } from './tokenImageUrl.js'

it("is the cloud's token image for the symbol, and nothing without a cloud", () => {
  expect(tokenImageUrl('http://127.0.0.1:4000/', 'USDC')).toBe(
    'http://127.0.0.1:4000/public/getTokenImage/USDC',
  )
  expect(tokenImageUrl('http://127.0.0.1:4000', 'US$ C')).toBe(
    'http://127.0.0.1:4000/public/getTokenImage/USC',
  )
  expect(tokenImageUrl(undefined, 'USDC')).toBeUndefined()
})
