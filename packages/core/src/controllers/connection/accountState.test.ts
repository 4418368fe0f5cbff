import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { AccountType } from '../../types/account.js'
import type { FeatureContext, PorticoFeature } from '../../types/feature.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoOptions } from '../../types/options.js'
import type { RemoteSession } from '../../types/remoteSession.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'

/** A remote wallet's session that approved two networks, its user reporting `preferred` as account type. */
function remoteSession(preferred?: AccountType): RemoteSession {
  return {
    connectorId: 'remote',
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${ADDRESS}`],
        methods: [],
        events: [],
      },
    },
    ...(preferred
      ? { account: { user: { address: ADDRESS, chainId: 1, preferredAccountType: preferred } } }
      : {}),
    request: async () => null,
    subscribe: () => () => undefined,
    disconnect: async () => undefined,
  }
}

async function setUp(options: Partial<PorticoOptions> = {}, sessionAccountType: AccountType = 'eoa') {
  const adapter = createFakeAdapter()
  adapter.connectSession = async ({ session }) => ({
    connectorId: session.connectorId,
    address: ADDRESS,
    accounts: [{ address: ADDRESS, type: sessionAccountType }],
    chainId: 1,
  })
  const holder: { context?: FeatureContext } = {}
  const feature: PorticoFeature = {
    id: 'remote',
    remoteConnectorId: 'remote',
    create(context) {
      holder.context = context
      return { api: {} }
    },
  }
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    plugins: [feature],
    storage: createMemoryBackend(),
    ...options,
  })
  await portico.ready
  const account = () => portico.state.chains.eip155?.accountState
  return { portico, account, context: () => holder.context as FeatureContext }
}

describe('account state apps read', () => {
  it("gives a wallet without smart accounts the preferred type 'eoa' (eip155's default smart account falls back)", async () => {
    const { portico, account } = await setUp()
    expect(account()?.preferredAccountType).toBeUndefined()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(account()?.preferredAccountType).toBe('eoa')
    await portico.disconnect()
    expect(account()?.preferredAccountType).toBeUndefined()
  })

  it('takes the smart account where the session holds one, and the type its wallet reports over the defaults', async () => {
    const smart = await setUp({}, 'smartAccount')
    await smart.context().connectSession(remoteSession())
    expect(smart.account()?.preferredAccountType).toBe('smartAccount')

    const reported = await setUp({}, 'smartAccount')
    await reported.context().connectSession(remoteSession('eoa'))
    expect(reported.account()?.preferredAccountType).toBe('eoa')

    const appDefault = await setUp({ defaultAccountTypes: { eip155: 'eoa' } }, 'smartAccount')
    await appDefault.context().connectSession(remoteSession())
    expect(appDefault.account()?.preferredAccountType).toBe('eoa')
  })

  it("takes the smart account the embedded wallet's user lists, though the adapter sees only an address", async () => {
    const session = remoteSession('smartAccount')
    const user = { address: ADDRESS, chainId: 1, preferredAccountType: 'smartAccount' as const }
    const accounts = [
      { address: ADDRESS, type: 'smartAccount' as const },
      { address: '0x00000000000000000000000000000000000000bb', type: 'eoa' as const },
    ]
    const embedded = await setUp()
    await embedded.context().connectSession({ ...session, account: { user: { ...user, accounts } } })
    expect(embedded.account()?.preferredAccountType).toBe('smartAccount')
  })

  it('says whether the smart account is deployed as the wallet’s user reports it, again when it reconnects, and forgets it on disconnect', async () => {
    const { portico, account, context } = await setUp({}, 'smartAccount')
    const user = { address: ADDRESS, chainId: 1, preferredAccountType: 'smartAccount' as const }
    const session = remoteSession('smartAccount')
    await context().connectSession({
      ...session,
      account: { user: { ...user, smartAccountDeployed: false } },
    })
    expect(account()?.smartAccountDeployed).toBe(false)

    await context().connectSession(
      { ...session, account: { user: { ...user, smartAccountDeployed: true } } },
      { silent: true },
    )
    expect(account()?.smartAccountDeployed).toBe(true)

    await portico.disconnect()
    expect(account()?.smartAccountDeployed).toBe(false)
  })

  it('lists the networks a remote session approved, and forgets them on disconnect', async () => {
    const { portico, context } = await setUp()
    const network = () => portico.state.chains.eip155?.networkState
    expect(network()?.approvedCaipNetworkIds).toEqual([])
    await context().connectSession(remoteSession())
    expect(network()?.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:10'])
    await portico.disconnect()
    expect(network()?.approvedCaipNetworkIds).toEqual([])
  })

  it("keeps the app's address labels and the Account view's tab per namespace until the account goes", async () => {
    const { portico, account } = await setUp()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    portico.setAddressLabel({ address: ADDRESS, label: 'Treasury' })
    portico.setAccountTab(2)
    portico.close()
    await portico.open()
    expect(account()?.addressLabels).toEqual({ [ADDRESS]: 'Treasury' })
    expect(account()?.currentTab).toBe(2)
    portico.setAddressLabel({ address: ADDRESS, label: undefined, namespace: 'eip155' as ChainNamespace })
    expect(account()?.addressLabels).toEqual({})
    await portico.disconnect()
    expect(account()?.currentTab).toBe(0)
  })
})
