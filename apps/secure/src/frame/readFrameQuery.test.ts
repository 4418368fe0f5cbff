import { expect, it } from 'vitest'
import { readFrameQuery } from './readFrameQuery.js'

it('reads docs/behaviour.md#calls query and refuses anything else', () => {
  expect(
    readFrameQuery(
      '?projectId=portico-lab&chainId=eip155:31337&version=1&enableLogger=true&rpcUrl=http://127.0.0.1:8545',
    ),
  ).toEqual({
    projectId: 'portico-lab',
    chainId: 'eip155:31337',
    version: '1',
    enableLogger: 'true',
    rpcUrl: 'http://127.0.0.1:8545',
  })
  expect(readFrameQuery('?projectId=portico-lab')).toBeUndefined()
  expect(readFrameQuery('?projectId=portico-lab&chainId=eip155:1&rpcUrl=javascript:alert(1)')).toBeUndefined()
  expect(readFrameQuery('?projectId=portico-lab&chainId=eip155:1&extra=1')).toBeUndefined()
})
