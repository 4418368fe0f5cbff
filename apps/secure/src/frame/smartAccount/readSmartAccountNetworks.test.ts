import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { readSmartAccountNetworks } from './readSmartAccountNetworks.js'

const at = (byte: string) => `0x${byte.repeat(40)}`
const delegation = {
  delegationManager: at('1'),
  eip7702StatelessDeleGator: at('2'),
  enforcers: {
    nativeTokenPeriodTransfer: at('3'),
    nativeTokenTransferAmount: at('4'),
    erc20PeriodTransfer: at('5'),
    erc20TransferAmount: at('6'),
    timestamp: at('7'),
    exactCalldata: at('8'),
    valueLte: at('9'),
  },
}
let answer: unknown
let server: Server
let cloudUrl: string

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cloudUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

it('keeps the Delegation Framework the cloud names for a network, and drops one whose addresses are not addresses', async () => {
  answer = {
    networks: [
      { chainId: 'eip155:31337', sponsored: false, delegation },
      { chainId: 'eip155:31338', sponsored: false, delegation: { ...delegation, delegationManager: 'evil' } },
      { chainId: 'eip155:1', sponsored: true },
    ],
  }
  const networks = await readSmartAccountNetworks(cloudUrl, 'p')
  expect(networks['eip155:31337']?.delegation).toEqual(delegation)
  expect(networks['eip155:31338']).not.toHaveProperty('delegation')
  expect(networks['eip155:1']).not.toHaveProperty('delegation')
  expect(networks['eip155:31338']?.bundlerUrl).toBe(
    `${cloudUrl}/v1/bundler?chainId=eip155%3A31338&projectId=p`,
  )
})
