import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_FEATURES } from '../../constants/defaultFeatures.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { createPorticoState } from '../../state/createPorticoState.js'
import { isSafeRpcMethod } from '../../validation/isSafeRpcMethod.js'
import { createApprovalRegistry } from './createApprovalRegistry.js'
import { rejectPendingRequests } from './rejectPendingRequests.js'
import {
  type ApprovalsContext,
  type TrackWalletRequestParameters,
  trackWalletRequest,
} from './trackWalletRequest.js'

/** A request on the stack, read-only when its RPC method is (as a feature relaying a dapp's requests would say). */
const trackRequest = <T>(
  context: ApprovalsContext,
  parameters: Omit<TrackWalletRequestParameters, 'safe'>,
  run: () => Promise<T>,
) => trackWalletRequest(context, { ...parameters, safe: isSafeRpcMethod(parameters.method) }, run)

function setup() {
  const state = createPorticoState({
    namespaces: [],
    networks: [],
    activeNamespace: undefined,
    preferredNetworkIds: [],
    features: { ...DEFAULT_FEATURES },
    themeMode: 'dark',
    themeVariables: {},
    recentWallets: [],
  })
  const closeModal = vi.fn()
  const leaveApprovalView = vi.fn()
  return {
    context: { state, approvals: createApprovalRegistry(), closeModal, leaveApprovalView },
    closeModal,
    leaveApprovalView,
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('approval stack (docs/behaviour.md#transitions)', () => {
  it('holds a request while the wallet works and pops it on success', async () => {
    const { context } = setup()
    const wallet = deferred<string>()
    const result = trackRequest(context, { method: 'personal_sign' }, () => wallet.promise)
    expect(context.state.approvals).toEqual([
      { id: '1', method: 'personal_sign', params: undefined, safe: false },
    ])
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(context.state.approvals).toEqual([])
  })

  it('pops the request on error and passes the error on', async () => {
    const { context } = setup()
    const result = trackRequest(context, { method: 'personal_sign' }, () => Promise.reject(new Error('nope')))
    await expect(result).rejects.toThrow('nope')
    expect(context.state.approvals).toEqual([])
  })

  it('marks read-only methods as safe', () => {
    const { context } = setup()
    void trackRequest(context, { method: 'eth_getBalance' }, () => new Promise(() => undefined))
    expect(context.state.approvals[0]?.safe).toBe(true)
  })

  it('closes the modal when the stack empties, only if a request opened it', async () => {
    const { context, closeModal } = setup()
    await trackRequest(context, { method: 'personal_sign' }, async () => 'a')
    expect(closeModal).not.toHaveBeenCalled()
    const first = deferred<string>()
    const second = deferred<string>()
    const one = trackRequest(
      context,
      { method: 'eth_sendTransaction', openedModal: true },
      () => first.promise,
    )
    const two = trackRequest(context, { method: 'personal_sign' }, () => second.promise)
    first.resolve('x')
    await one
    expect(closeModal).not.toHaveBeenCalled()
    second.resolve('y')
    await two
    expect(closeModal).toHaveBeenCalledTimes(1)
  })

  it('leaves the ApproveTransaction view once the last request settles, and only that view', async () => {
    const { context, closeModal, leaveApprovalView } = setup()
    context.state.modal.open = true
    context.state.router.view = 'Account'
    await trackRequest(context, { method: 'personal_sign' }, async () => 'a')
    expect(leaveApprovalView).not.toHaveBeenCalled()

    context.state.router.view = 'ApproveTransaction'
    const first = deferred<string>()
    const one = trackRequest(context, { method: 'personal_sign' }, () => first.promise)
    const two = trackRequest(context, { method: 'eth_sendTransaction' }, () =>
      Promise.reject(new Error('no')),
    )
    await expect(two).rejects.toThrow('no')
    expect(leaveApprovalView).not.toHaveBeenCalled()
    first.resolve('0xsig')
    await one
    expect(leaveApprovalView).toHaveBeenCalledTimes(1)
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('on close rejects pending unsafe requests with "Request was aborted" and keeps safe ones', async () => {
    const { context } = setup()
    const safe = deferred<string>()
    const unsafe = trackRequest(
      context,
      { method: 'eth_sendTransaction' },
      () => new Promise<string>(() => undefined),
    )
    const read = trackRequest(context, { method: 'eth_call' }, () => safe.promise)
    rejectPendingRequests(context)
    await expect(unsafe).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(unsafe).rejects.toThrow('Request was aborted')
    expect(context.state.approvals.map((request) => request.method)).toEqual(['eth_call'])
    safe.resolve('0x1')
    await expect(read).resolves.toBe('0x1')
  })
})
