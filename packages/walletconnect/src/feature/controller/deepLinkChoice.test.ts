// @vitest-environment happy-dom
import type { FeatureContext, PorticoFeature } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SignClient } from '../../sign/SignClient.js'
import type { Session } from '../../sign/SignTypes.js'
import { setupPortico } from '../../testWorld/setupPortico.js'
import type { WalletConnectState } from '../WalletConnectTypes.js'
import { adoptSession } from './adoptSession.js'
import { forgetSessions } from './forgetSessions.js'
import { startPairing } from './startPairing.js'
import type { WalletConnectContext } from './WalletConnectContext.js'

const wallet = { id: 'pocket', name: 'Pocket Wallet', mobile_link: 'https://pocket.example/app' }
const ADDRESS = '0x00000000000000000000000000000000000000aa'

const session: Session = {
  topic: 'topic-1',
  symKey: '00',
  pairingTopic: 'pairing-1',
  namespaces: {
    eip155: { chains: ['eip155:1'], accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] },
  },
  peer: { publicKey: '00', metadata: { name: 'Pocket Wallet', description: '', url: '', icons: [] } },
  expiry: 0,
}

/** The Sign client's dapp side as the relay would answer it: pairing refused, requests answered. */
const client: SignClient = {
  connect: async () => {
    throw new Error('no relay here')
  },
  request: async () => '0xsigned',
  resume: async () => undefined,
  disconnect: async () => undefined,
  onSessionEvent: () => () => undefined,
  close: () => undefined,
}

async function setUp(mobile: boolean) {
  const holder: { feature?: FeatureContext<WalletConnectState> } = {}
  const capture: PorticoFeature<object, WalletConnectState> = {
    id: 'walletconnect',
    initialState: () => ({ status: 'idle' }),
    create(feature) {
      holder.feature = feature
      return { api: {} }
    },
  }
  const { portico } = await setupPortico({ plugins: [capture] }, { browser: true, mobile })
  const feature = holder.feature as FeatureContext<WalletConnectState>
  const context: WalletConnectContext = {
    feature,
    options: {},
    state: feature.featureState,
    lifetime: 60_000,
    client,
    remote: undefined,
    sessions: [],
    asking: new Set(),
    stopWatching: undefined,
    attempt: 0,
    pairing: 0,
    expiryTimer: undefined,
  }
  return { portico, feature, context }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the last mobile wallet link chosen (deeplink_choice)', () => {
  it('is remembered on a phone when the visitor chooses a registry wallet, and forgotten with the connection', async () => {
    const { feature, context } = await setUp(true)
    await startPairing(context, { wallet })
    expect(feature.storage.get('deepLinkChoice')).toEqual({
      href: 'https://pocket.example/app',
      name: 'Pocket Wallet',
    })
    forgetSessions(context)
    expect(feature.storage.get('deepLinkChoice')).toBeUndefined()
  })

  it('is not stored on a computer (the QR code is scanned, no link is opened)', async () => {
    const { feature, context } = await setUp(false)
    await startPairing(context, { wallet })
    expect(feature.storage.get('deepLinkChoice')).toBeUndefined()
  })

  it('brings that wallet to the front when a signing request goes to it, never for a read', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { context } = await setUp(true)
    await startPairing(context, { wallet })
    const remote = adoptSession(context, session)
    await expect(remote.request({ chainId: 'eip155:1', method: 'eth_chainId', params: [] })).resolves.toBe(
      '0xsigned',
    )
    expect(open).not.toHaveBeenCalled()
    await remote.request({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', ADDRESS] })
    expect(open).toHaveBeenCalledWith(
      'https://pocket.example/app/wc?sessionTopic=topic-1',
      '_blank',
      'noreferrer noopener',
    )
  })
})
