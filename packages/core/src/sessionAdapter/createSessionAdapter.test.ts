import { describe, expect, it } from 'vitest'
import { CapabilityNotSupportedError } from '../errors/CapabilityNotSupportedError.js'
import type { RemoteSession } from '../types/remoteSession.js'
import { createSessionAdapter } from './createSessionAdapter.js'
import type { SessionDriver } from './SessionDriver.js'
import { sessionDriverOf } from './sessionDriverOf.js'

const COSMOS_ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

function cosmosSession(requests: unknown[]): RemoteSession {
  return {
    connectorId: 'walletConnect',
    namespaces: {
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        accounts: [`cosmos:cosmoshub-4:${COSMOS_ADDRESS}`],
        methods: [],
        events: [],
      },
    },
    async request(parameters) {
      requests.push(parameters)
      return 'signed'
    },
    subscribe: () => () => undefined,
    disconnect: async () => undefined,
  }
}

describe('createSessionAdapter', () => {
  it("signs through the namespace's driver, with no namespace of its own", async () => {
    const requests: unknown[] = []
    const driver: SessionDriver = {
      namespace: 'cosmos',
      signMessage: async (request, chainId, { message, address }) =>
        String(await request(chainId, 'cosmos_signArbitrary', { message, address })),
    }
    const adapter = createSessionAdapter('cosmos', driver)
    const connection = await adapter.connectSession?.({ session: cosmosSession(requests) })
    expect(connection).toMatchObject({ address: COSMOS_ADDRESS, chainId: 'cosmoshub-4' })
    await expect(adapter.signMessage({ message: 'hi', address: COSMOS_ADDRESS })).resolves.toBe('signed')
    expect(requests).toEqual([
      {
        chainId: 'cosmos:cosmoshub-4',
        method: 'cosmos_signArbitrary',
        params: { message: 'hi', address: COSMOS_ADDRESS },
      },
    ])
    await expect(
      adapter.sendTransaction?.({ address: COSMOS_ADDRESS, to: COSMOS_ADDRESS } as never),
    ).rejects.toThrow(CapabilityNotSupportedError)
  })

  it('only connects a namespace without a driver', async () => {
    expect(sessionDriverOf('cosmos')).toBeUndefined()
    expect(sessionDriverOf('eip155')?.namespace).toBe('eip155')
    const adapter = createSessionAdapter('cosmos', undefined)
    await adapter.connectSession?.({ session: cosmosSession([]) })
    await expect(adapter.signMessage({ message: 'hi', address: COSMOS_ADDRESS })).rejects.toThrow(
      CapabilityNotSupportedError,
    )
  })
})
