import { describe, expect, it } from 'vitest'
import { DOWN_CHAIN, LAB } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for the RPC proxy POST /v1/. */
export function defineRpcApiSuite(api: ApiSuiteClient): void {
  const { post } = api
  describe('RPC proxy POST /v1/', () => {
    const rpc = (chainId: string, body: unknown) => post(`/v1/?chainId=${chainId}&projectId=${LAB}`, body)

    it('refuses methods outside the allow-list with a JSON-RPC error, keeping ids and batch order', async () => {
      const single = await rpc('eip155:31337', {
        jsonrpc: '2.0',
        id: 7,
        method: 'eth_sendTransaction',
        params: [],
      })
      expect(single).toMatchObject({
        status: 200,
        body: { jsonrpc: '2.0', id: 7, error: { code: -32004 } },
      })
      const batch = await rpc('eip155:31337', [
        { jsonrpc: '2.0', id: 1, method: 'personal_sign', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [] },
      ])
      expect(batch.body.map((r: { id: number; error: { code: number } }) => [r.id, r.error.code])).toEqual([
        [1, -32004],
        [2, -32004],
      ])
    })

    it('refuses the filter methods, whose ids every project on one upstream would share', async () => {
      const methods = [
        'eth_newFilter',
        'eth_newBlockFilter',
        'eth_newPendingTransactionFilter',
        'eth_getFilterChanges',
        'eth_getFilterLogs',
        'eth_uninstallFilter',
      ]
      const batch = await rpc(
        DOWN_CHAIN,
        methods.map((method, id) => ({ jsonrpc: '2.0', id, method, params: [] })),
      )
      expect(batch.status).toBe(200)
      expect(batch.body.map((r: { error: { code: number } }) => r.error.code)).toEqual(
        methods.map(() => -32004),
      )
    })

    it('400 for a malformed body or an unsupported chain, 502 when the node is down', async () => {
      expect(await rpc('eip155:31337', { method: 'eth_chainId' })).toMatchObject({ status: 400 })
      expect(await rpc('not-caip', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
        status: 400,
      })
      expect(await rpc('eip155:424242', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
        status: 400,
        body: { error: 'unsupported_chain' },
      })
      expect(await rpc(DOWN_CHAIN, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({
        status: 502,
        body: { error: 'upstream_unavailable' },
      })
    })
  })
}
