import { describe, expect, it } from 'vitest'
import { isSafeRpcMethod } from './isSafeRpcMethod.js'

describe('isSafeRpcMethod', () => {
  it('lets read-only methods survive a rejection', () => {
    expect(isSafeRpcMethod('eth_getBalance')).toBe(true)
    expect(isSafeRpcMethod('wallet_getCallsStatus')).toBe(true)
  })

  it('treats signing and sending as unsafe', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })
})
