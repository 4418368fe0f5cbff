// @vitest-environment happy-dom
import type { PorticoOptions, RemoteSession } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../client/FrameRequestError.js'
import type { SmartAccountUnavailableReason } from '../../protocol/protocolTypes.js'
import { probeFeatureContext } from '../../test/probeFeatureContext.js'
import { createPendingFrameRequests } from '../createPendingFrameRequests.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from '../EmbeddedWalletState.js'
import type { MountedFrame } from '../mountFrame.js'
import { connectFrameUser } from './connectFrameUser.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { forgetLogin } from './forgetLogin.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

const EOA = '0x00000000000000000000000000000000000000e0'
const SAFE = '0x000000000000000000000000000000000000005a'
const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

type Sent = { type: string; payload?: unknown }

/**
 * The switch's controller over a real instance's feature context and a frame that answers as the secure frame does
 * (the smart account where it is asked for and `unavailable` is unset; `deployed` after a send). Every message it got
 * is in `sent`, every session connected in `sessions`.
 */
async function setUp(
  options: Partial<PorticoOptions> = {},
  unavailable?: string,
  reason: SmartAccountUnavailableReason = 'bundler_unavailable',
) {
  const { feature, destroy } = await probeFeatureContext(options)
  destroys.push(destroy)
  const sent: Sent[] = []
  const sessions: RemoteSession[] = []
  // `down`: the frame cannot use the smart account for a request now (its bundler down) and goes back to the EOA.
  // `unfunded`: the account holds less than a send's value, which the frame refuses before any screen.
  const frame = { type: 'eoa' as 'eoa' | 'smartAccount', deployed: false, down: false, unfunded: false }
  const answer = (type: string, payload?: unknown): unknown => {
    if (type === 'SET_PREFERRED_ACCOUNT') {
      const wanted = (payload as { type: 'eoa' | 'smartAccount' }).type
      if (wanted === 'smartAccount' && unavailable) {
        frame.type = 'eoa'
        throw new FrameRequestError(unavailable, 'smart_account_unavailable', undefined, reason)
      }
      frame.type = wanted
      return { type: wanted, address: wanted === 'eoa' ? EOA : SAFE }
    }
    if (type === 'GET_USER') {
      const type = unavailable ? 'eoa' : frame.type
      return {
        address: type === 'eoa' ? EOA : SAFE,
        chainId: 'eip155:1',
        accounts: [
          ...(unavailable ? [] : [{ address: SAFE, type: 'smartAccount' }]),
          { address: EOA, type: 'eoa' },
        ],
        preferredAccountType: type,
        ...(unavailable ? {} : { smartAccountDeployed: frame.deployed }),
      }
    }
    if (type === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      return { smartAccountEnabledNetworks: unavailable ? [] : [1] }
    if (type === 'RPC_REQUEST') {
      // A transaction is answered once its operation is in; a batch at once, its status once it is in.
      const { method } = payload as { method: string }
      if (frame.down && frame.type === 'smartAccount') {
        frame.type = 'eoa'
        throw new FrameRequestError(
          'The bundler of eip155:1 did not answer; the wallet uses its EOA',
          'smart_account_unavailable',
          undefined,
          'bundler_unavailable',
        )
      }
      if (frame.unfunded)
        throw new FrameRequestError(
          'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again',
          'insufficient_funds',
        )
      if (method === 'wallet_sendCalls') return { id: '0x01' }
      frame.deployed = true
      if (method === 'wallet_getCallsStatus')
        return { version: '2.0.0', id: '0x01', status: 200, atomic: true, receipts: [] }
      return `0x${'ab'.repeat(32)}`
    }
    return undefined
  }
  const mounted = {
    client: {
      request: async (type: string, payload?: unknown) => {
        sent.push(payload === undefined ? { type } : { type, payload })
        return answer(type, payload)
      },
    },
    setShown: () => undefined,
    remove: () => undefined,
  } as unknown as MountedFrame
  const spied = Object.create(feature) as EmbeddedContext['feature']
  Object.defineProperty(spied, 'connectSession', {
    value: (session: RemoteSession, parameters?: { silent?: boolean }) => {
      sessions.push(session)
      return feature.connectSession(session, parameters)
    },
  })
  const slice: EmbeddedWalletState = Object.assign(initialEmbeddedWalletState(), { status: 'connected' })
  const context: EmbeddedContext = {
    feature: spied,
    parameters: { secureSiteUrl: 'https://secure.example' },
    slice,
    frame: mounted,
    syncedLocale: 'en',
    approvals: new Set(),
    approvalEntry: undefined,
    pending: createPendingFrameRequests(),
  }
  const asked = () => sent.filter(({ type }) => type === 'GET_USER')
  return { context, feature, sent, sessions, asked, slice, frame }
}

describe('the Account view’s account-type switch (setPreferredAccountType)', () => {
  it('switches to the smart account and back, the instance connected to each address the frame answers', async () => {
    const { context, sent, sessions, slice } = await setUp()

    expect(await setPreferredAccountType(context, 'smartAccount')).toBe(true)

    expect(sent[0]).toEqual({ type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } })
    expect(sessions.at(-1)?.account?.user).toMatchObject({
      address: SAFE,
      preferredAccountType: 'smartAccount',
    })
    expect(slice.preferredAccountType).toBe('smartAccount')
    expect(slice.smartAccountNetworks).toEqual([1])

    expect(await setPreferredAccountType(context, 'eoa')).toBe(true)

    expect(sessions.at(-1)?.account?.user).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(slice.preferredAccountType).toBe('eoa')
  })

  it('stays on the EOA when the smart account cannot be used, and says why in a toast', async () => {
    const { context, feature, sessions, slice } = await setUp({}, 'The bundler of eip155:1 did not answer')

    expect(await setPreferredAccountType(context, 'smartAccount')).toBe(false)

    expect(slice.preferredAccountType).toBe('eoa')
    expect(sessions).toEqual([])
    // The catalogue's key: the probe's instance carries none of the embedded wallet's texts.
    expect(feature.state.toasts.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'accountType.unavailable', variant: 'error' },
    ])
  })

  it('says that the network has no smart-account contracts where the frame found none, and stays on the EOA', async () => {
    const { context, feature, sessions, slice } = await setUp(
      {},
      'eip155:1 has no ERC-4337 EntryPoint v0.7 or Safe 1.4.1 with its 4337 module; the wallet uses its EOA',
      'contracts_missing',
    )

    expect(await setPreferredAccountType(context, 'smartAccount')).toBe(false)

    expect(slice.preferredAccountType).toBe('eoa')
    expect(sessions).toEqual([])
    expect(feature.state.toasts.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'accountType.noContracts', variant: 'error' },
    ])
  })
})

describe('a request the frame could not serve as the smart account (smart_account_unavailable)', () => {
  it('follows the frame back to the EOA and says why in a toast', async () => {
    const { context, feature, sessions, slice, frame } = await setUp()
    frame.type = 'smartAccount'
    await connectFrameUser(context, false)
    expect(slice.preferredAccountType).toBe('smartAccount')
    frame.down = true

    await expect(
      sessions[0]?.request({
        chainId: 'eip155:1',
        method: 'eth_sendTransaction',
        params: [{ from: SAFE, to: EOA, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: -32002 })

    await expect.poll(() => sessions.length).toBe(2)
    expect(sessions[1]?.account?.user).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
    expect(slice.preferredAccountType).toBe('eoa')
    expect(feature.state.toasts.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'accountType.unavailable', variant: 'error' },
    ])
  })
})

describe('a send beyond what the smart account holds (insufficient_funds)', () => {
  it('tells the visitor in a toast, in the frame’s words, and stays on the smart account', async () => {
    const { context, feature, sessions, slice, frame } = await setUp()
    frame.type = 'smartAccount'
    await connectFrameUser(context, false)
    frame.unfunded = true

    await expect(
      sessions[0]?.request({
        chainId: 'eip155:1',
        method: 'eth_sendTransaction',
        params: [{ from: SAFE, to: EOA, value: '0x16345785d8a0000' }],
      }),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again',
    })

    expect(feature.state.toasts.map(({ message, variant }) => ({ message, variant }))).toEqual([
      {
        message: 'This account holds 0 ETH, less than the 0.1 ETH to send: add ETH to it, then try again',
        variant: 'error',
      },
    ])
    expect(slice.preferredAccountType).toBe('smartAccount')
    expect(sessions).toHaveLength(1)
  })
})

describe('smartAccountDeployed after the smart account’s first operation', () => {
  it('reads the user again once the first transaction is in, so the account state says deployed without a reload', async () => {
    const { context, sessions, asked, frame } = await setUp()
    frame.type = 'smartAccount'
    await connectFrameUser(context, false)
    expect(sessions[0]?.account?.user?.smartAccountDeployed).toBe(false)

    await sessions[0]?.request({
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: SAFE, to: EOA, value: '0x1' }],
    })
    await expect.poll(() => sessions.length).toBe(2)
    expect(asked()).toHaveLength(2)
    expect(sessions[1]?.account?.user?.smartAccountDeployed).toBe(true)

    // Deployed: the next send reads nothing again.
    await sessions[1]?.request({
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: SAFE, to: EOA, value: '0x1' }],
    })
    expect(asked()).toHaveLength(2)
  })

  it('after a first batch, once its status says the operation is in (not when it is only sent)', async () => {
    const { context, sessions, asked, frame } = await setUp()
    frame.type = 'smartAccount'
    await connectFrameUser(context, false)

    await sessions[0]?.request({
      chainId: 'eip155:1',
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: SAFE, chainId: '0x1', atomicRequired: true, calls: [{ to: EOA }] }],
    })
    expect(asked()).toHaveLength(1)

    await sessions[0]?.request({ chainId: 'eip155:1', method: 'wallet_getCallsStatus', params: ['0x01'] })
    await expect.poll(() => sessions.length).toBe(2)
    expect(sessions[1]?.account?.user?.smartAccountDeployed).toBe(true)
  })

  it('reads nothing again for the EOA', async () => {
    const { context, sessions, asked } = await setUp()
    await connectFrameUser(context, false)
    await sessions[0]?.request({
      chainId: 'eip155:1',
      method: 'eth_sendTransaction',
      params: [{ from: EOA, to: SAFE, value: '0x1' }],
    })
    expect(asked()).toHaveLength(1)
    expect(sessions).toHaveLength(1)
  })

  it('keeps the app’s smart-sessions switch with the login (the Permissions entry reads it), and forgets it with the login', async () => {
    const off = await setUp()
    await connectFrameUser(off.context, false)
    expect(off.slice.smartSessions).toBe(false)
    const on = await setUp({ features: { ...off.feature.options.features, smartSessions: true } })
    await connectFrameUser(on.context, false)
    expect(on.slice.smartSessions).toBe(true)
    forgetLogin(on.context)
    expect(on.slice.smartSessions).toBeUndefined()
  })
})
