import { describe, expect, it } from 'vitest'
import { DOWN_CHAIN, LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for the blockchain API without chain data. */
export function defineBlockchainApiSuite(api: ApiSuiteClient): void {
  const { call } = api
  describe('blockchain API without chain data', () => {
    const address = '0x000000000000000000000000000000000000dEaD'

    it('answers an empty history, and 400 for bad addresses or cursors', async () => {
      expect((await call(`/v1/account/${address}/history?projectId=${LAB}`)).body).toEqual({
        data: [],
        next: null,
      })
      expect(await call(`/v1/account/0x123/history?projectId=${LAB}`)).toMatchObject({ status: 400 })
      expect(await call(`/v1/account/${address}/history?projectId=${LAB}&cursor=garbage`)).toMatchObject({
        status: 400,
        body: { error: 'invalid_request' },
      })
    })

    it('400 for a balance on an unserved chain, 502 when its node is down', async () => {
      expect(
        await call(`/v1/account/${address}/balance?projectId=${LAB}&chainId=eip155:424242`),
      ).toMatchObject({
        status: 400,
        body: { error: 'unsupported_chain' },
      })
      expect(
        await call(`/v1/account/${address}/balance?projectId=${LAB}&chainId=${DOWN_CHAIN}`),
      ).toMatchObject({
        status: 502,
      })
    })
  })
}
