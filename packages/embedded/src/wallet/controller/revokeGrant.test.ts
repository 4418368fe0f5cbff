// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../client/FrameRequestError.js'
import { probeFeatureContext } from '../../test/probeFeatureContext.js'
import { createPendingFrameRequests } from '../createPendingFrameRequests.js'
import {
  type EmbeddedWalletState,
  type GrantSummary,
  initialEmbeddedWalletState,
} from '../EmbeddedWalletState.js'
import type { MountedFrame } from '../mountFrame.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import { readGrants } from './readGrants.js'
import { revokeGrant } from './revokeGrant.js'

const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

const ID = `0x${'01'.repeat(32)}`

/**
 * The Permissions controller over a real instance's feature context and a frame that keeps one grant on the instance's
 * network and answers REVOKE_GRANT as the secure frame does (or refuses with `refusal`); `shown` records the frame's
 * visibility, `sent` every message.
 */
async function setUp(refusal?: FrameRequestError) {
  const { feature, destroy } = await probeFeatureContext({ features: { smartSessions: true } as never })
  destroys.push(destroy)
  const network = feature.options.networks[0]
  const grant: GrantSummary = {
    id: ID,
    chainId: network?.caipNetworkId ?? 'eip155:1',
    origin: 'https://app.example',
    delegate: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '0.01',
    symbol: 'ETH',
    period: 86_400,
    expiry: 1_900_000_000,
    state: 'active',
  }
  const sent: { type: string; payload?: unknown }[] = []
  const shown: boolean[] = []
  const mounted = {
    client: {
      request: async (type: string, payload?: unknown) => {
        sent.push(payload === undefined ? { type } : { type, payload })
        if (type === 'GET_GRANTS') return { grants: [grant] }
        if (type === 'REVOKE_GRANT') {
          if (refusal) throw refusal
          grant.state = 'revoked'
          return { revoked: true }
        }
        return undefined
      },
    },
    setShown: (value: boolean) => void shown.push(value),
    remove: () => undefined,
  } as unknown as MountedFrame
  const slice: EmbeddedWalletState = Object.assign(initialEmbeddedWalletState(), { status: 'connected' })
  const context: EmbeddedContext = {
    feature,
    parameters: { secureSiteUrl: 'https://secure.example' },
    slice,
    frame: mounted,
    syncedLocale: 'en',
    approvals: new Set(),
    approvalEntry: undefined,
    pending: createPendingFrameRequests(),
  }
  const rpcUrl = network?.rpcUrls.default.http[0]
  return { context, feature, sent, shown, slice, rpcUrl }
}

describe('the Permissions view’s controller (readGrants, revokeGrant)', () => {
  it('reads the grants, revokes one with the frame’s review shown over the modal, and reads them again', async () => {
    const { context, sent, shown, slice, rpcUrl } = await setUp()
    await readGrants(context)
    expect(slice.permissions).toMatchObject({ status: 'ready', grants: [{ id: ID, state: 'active' }] })

    expect(await revokeGrant(context, ID)).toBe(true)

    expect(sent.map(({ type }) => type)).toEqual(['GET_GRANTS', 'REVOKE_GRANT', 'GET_GRANTS'])
    // The grant's network's RPC URL goes with it, as with the app's own requests on that network.
    expect(sent[1]).toEqual({ type: 'REVOKE_GRANT', payload: { id: ID, ...(rpcUrl ? { rpcUrl } : {}) } })
    expect(shown).toEqual([true, false])
    expect(slice.approving).toBe(false)
    expect(slice.permissions).toMatchObject({ status: 'ready', grants: [{ state: 'revoked' }] })
    expect(slice.permissions?.revoking).toBeUndefined()
  })

  it('leaves the grant as it was when the visitor rejects the review, with no toast', async () => {
    const { context, feature, slice } = await setUp(new FrameRequestError('Rejected', 'user_rejected'))
    await readGrants(context)
    expect(await revokeGrant(context, ID)).toBe(false)
    expect(slice.permissions).toMatchObject({ status: 'ready', grants: [{ state: 'active' }] })
    expect(feature.state.toasts).toEqual([])
  })

  it('says why in a toast when the revocation fails, and does nothing for an id it does not list', async () => {
    const { context, feature, sent } = await setUp(
      new FrameRequestError('eip155:1 has no delegation contracts', 'unsupported_chain_id'),
    )
    await readGrants(context)
    expect(await revokeGrant(context, `0x${'02'.repeat(32)}`)).toBe(false)
    expect(sent.map(({ type }) => type)).toEqual(['GET_GRANTS'])
    expect(await revokeGrant(context, ID)).toBe(false)
    expect(feature.state.toasts.map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'eip155:1 has no delegation contracts', variant: 'error' },
    ])
  })
})
