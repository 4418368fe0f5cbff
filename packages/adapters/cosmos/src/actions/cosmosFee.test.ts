import { expect, it } from 'vitest'
import { COSMOS_SEND_GAS_LIMIT, cosmosSendFee } from './cosmosFee.js'

it('pays the gas limit at the gas price, rounded up', () => {
  expect(COSMOS_SEND_GAS_LIMIT).toBe(200_000)
  expect(cosmosSendFee(0.025)).toBe(5_000n)
  expect(cosmosSendFee(0.0025001)).toBe(501n)
})
