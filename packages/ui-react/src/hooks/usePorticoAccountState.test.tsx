import {
  createMemoryBackend,
  type FeatureContext,
  type PorticoFeature,
  type RemoteSession,
} from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, it } from 'vitest'
import { PorticoProvider } from '../context/PorticoProvider.js'
import { usePorticoAccount } from './usePorticoAccount.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

/** The embedded wallet's session after a social login, as its feature hands it to core (`connectSession`). */
const socialSession: RemoteSession = {
  connectorId: 'auth',
  connectorType: 'AUTH',
  peer: { name: 'Email' },
  account: {
    user: { address: ADDRESS, chainId: 'eip155:1', email: 'ada@example.com', userName: 'ada#0042' },
    socialProvider: 'discord',
  },
  namespaces: {
    eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] },
  },
  request: async () => null,
  subscribe: () => () => undefined,
  disconnect: async () => undefined,
}

async function setup() {
  const adapter = createFakeAdapter({ connectors: [fakeConnector()] })
  adapter.connectSession = async ({ session }) => ({
    connectorId: session.connectorId,
    address: ADDRESS,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    chainId: 1,
  })
  const holder: { context?: FeatureContext } = {}
  const remote: PorticoFeature = {
    id: 'remote',
    remoteConnectorId: 'auth',
    create(context) {
      holder.context = context
      return { api: {} }
    },
  }
  const portico = createTestPortico({
    projectId: 'test',
    networks: [
      { ...fakeMainnet, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } } },
    ],
    adapters: [adapter],
    storage: createMemoryBackend(),
    plugins: [remote],
  })
  await portico.ready
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider portico={portico}>{children}</PorticoProvider>
  )
  const hook = renderHook(() => usePorticoAccount(), { wrapper })
  return { portico, context: () => holder.context as FeatureContext, ...hook }
}

it('gives the social login’s user and provider and the address’s explorer page, and forgets them on disconnect', async () => {
  const { portico, context, result } = await setup()
  expect(result.current).toMatchObject({
    user: undefined,
    socialProvider: undefined,
    addressExplorerUrl: undefined,
  })
  await act(async () => {
    await context().connectSession(socialSession)
  })
  await waitFor(() => expect(result.current.isConnected).toBe(true))
  expect(result.current.user).toEqual({
    address: ADDRESS,
    chainId: 'eip155:1',
    email: 'ada@example.com',
    userName: 'ada#0042',
  })
  expect(result.current.socialProvider).toBe('discord')
  expect(result.current.addressExplorerUrl).toBe(`https://scan.example/address/${ADDRESS}`)
  await act(() => portico.disconnect({ namespace: 'eip155' }))
  await waitFor(() => expect(result.current.isConnected).toBe(false))
  expect(result.current).toMatchObject({
    user: undefined,
    socialProvider: undefined,
    addressExplorerUrl: undefined,
  })
})

it('gives the approved networks, the account type in use, the address labels and the Account tab', async () => {
  const { portico, context, result } = await setup()
  expect(result.current).toMatchObject({
    addressLabels: {},
    approvedCaipNetworkIds: [],
    currentTab: 0,
    preferredAccountType: undefined,
  })
  await act(async () => {
    await context().connectSession(socialSession)
  })
  await waitFor(() => expect(result.current.isConnected).toBe(true))
  act(() => {
    portico.setAddressLabel({ address: ADDRESS, label: 'Ada' })
    portico.setAccountTab(1)
  })
  await waitFor(() => expect(result.current.currentTab).toBe(1))
  expect(result.current).toMatchObject({
    addressLabels: { [ADDRESS]: 'Ada' },
    approvedCaipNetworkIds: ['eip155:1'],
    preferredAccountType: 'eoa',
  })
})
