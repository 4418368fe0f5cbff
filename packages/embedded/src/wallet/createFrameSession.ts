import type { Network, RemoteSession, RemoteSessionEvent } from '@portico/core'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { SIGN_OUT_WAIT_MS } from '../client/frameTimeouts.js'
import type { SmartAccountUnavailableReason } from '../protocol/protocolTypes.js'
import { AUTH_CONNECTOR_ID } from './authConnectorId.js'
import { createPendingFrameRequests, type PendingFrameRequests } from './createPendingFrameRequests.js'
import { FRAME_EIP155_METHODS } from './frameEip155Methods.js'
import { frameRpcError } from './frameRpcError.js'
import { frameSessionAccount } from './frameSessionAccount.js'
import { jsonParams } from './jsonParams.js'
import { needsFrameApproval } from './needsFrameApproval.js'

/** The frame's user as GET_USER answers it (only what the session needs). */
export interface FrameUser {
  address: string
  solanaAddress?: string | undefined
  email?: string | undefined
  chainId?: string | undefined
  userName?: string | undefined
  socialProvider?: string | undefined
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[] | undefined
  preferredAccountType?: 'eoa' | 'smartAccount' | undefined
  smartAccountDeployed?: boolean | undefined
}

/** A batch's status as `wallet_getCallsStatus` answers it (EIP-5792: 100 pending, 200 confirmed, 4xx–6xx failed). */
export interface CallsStatus {
  status: number
  atomic?: boolean
  receipts?: readonly { transactionHash?: string }[]
}

/** The methods and events the frame serves per namespace (docs/behaviour.md#calls, as the secure site builds them). */
const NAMESPACE_METHODS = {
  eip155: FRAME_EIP155_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_requestAccounts',
  ],
} as const

export interface FrameSessionParameters {
  client: FrameClient
  user: FrameUser
  networks: readonly Network[]
  /**
   * An unsafe request is on its way to the frame, whose own screen asks the visitor: shows it; the returned
   * function hides it again once the frame answered.
   */
  showApproval(request: { method: string }): () => void
  /** The frame signed out (or the visitor disconnected): forget the login. */
  onSignedOut(): void
  /** The requests waiting on the visitor (the modal's close rejects them); one per session when not given. */
  pending?: PendingFrameRequests
  /** A method off the allow-list was refused (docs/behaviour.md#permissions: the visitor is told after 300 ms). */
  onRefusedMethod?(method: string): void
  /**
   * `wallet_showCallsStatus` (EIP-5792): the status of the batch as the frame reads it (`wallet_getCallsStatus`), for
   * the widget to show the visitor.
   */
  onCallsStatus?(status: CallsStatus): void
  /** How long sign-out waits for the frame's answer before it completes in the page alone (3 s; tests shorten it). */
  signOutWaitMs?: number | undefined
  /** The app's `features.smartSessions`: ERC-7715 grants wait on the frame's review (off: the frame refuses them at once). */
  smartSessions?: boolean | undefined
  /** The frame answered `method` (sent, signed, a batch's status): e.g. the smart account's first send deployed it. */
  onAnswered?(method: string, answer: unknown): void
  /**
   * The frame could not use the smart account for a request (`smart_account_unavailable`: its bundler down, its
   * contracts missing: `reason`) and went back to the EOA (docs/embedded-wallet.md#the-smart-account-in-the-frame).
   */
  onSmartAccountUnavailable?(reason: SmartAccountUnavailableReason | undefined): void
  /**
   * The frame refused a send beyond what the account holds (`insufficient_funds`), before any screen: `message` is the
   * frame's text for the visitor, in the widget's language ('This account holds 0 ETH, less than the 0.1 ETH to send:
   * add ETH to it, then try again').
   */
  onInsufficientFunds?(message: string): void
}

/**
 * The embedded wallet as a remote session (docs/architecture.md, "WalletConnect and other remote wallets"): the
 * frame's eip155 and solana accounts on the app's networks of those namespaces, requests sent to the frame as
 * RPC_REQUEST (an unsafe one with the frame's approval shown over the modal), and SIGN_OUT when it ends.
 */
export function createFrameSession({
  client,
  user,
  networks,
  showApproval,
  onSignedOut,
  pending = createPendingFrameRequests(),
  onRefusedMethod,
  onCallsStatus,
  signOutWaitMs = SIGN_OUT_WAIT_MS,
  smartSessions = false,
  onAnswered,
  onSmartAccountUnavailable,
  onInsufficientFunds,
}: FrameSessionParameters): RemoteSession {
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const addresses = { eip155: user.address, solana: user.solanaAddress }
  const namespaces: Record<string, RemoteSession['namespaces'][string]> = {}
  for (const namespace of ['eip155', 'solana'] as const) {
    const address = addresses[namespace]
    const chains = networks
      .filter((network) => network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
    if (!address || chains.length === 0) continue
    namespaces[namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...NAMESPACE_METHODS[namespace]],
      events: ['accountsChanged', 'chainChanged'],
    }
  }
  return {
    connectorId: AUTH_CONNECTOR_ID,
    connectorType: 'AUTH',
    namespaces,
    peer: { name: 'Email' },
    account: frameSessionAccount(user),
    async request({ chainId, method, params }) {
      const [chainNamespace] = chainId.split(':')
      if (chainNamespace !== 'eip155' && chainNamespace !== 'solana')
        throw new FrameRequestError(`${chainId} is not served by the embedded wallet`)
      if (!namespaces[chainNamespace]?.methods.includes(method)) {
        onRefusedMethod?.(method)
        throw frameRpcError(new FrameRequestError(`${method} is not allowed`, 'method_not_allowed'))
      }
      // The network's RPC URL (docs/behaviour.md#calls): where the frame reads, and sends what it signs.
      const rpcUrl = networks
        .find((network) => network.caipNetworkId === chainId)
        ?.rpcUrls.default.http.find((url) => /^https?:\/\//.test(url))
      const send = async (sent = method) => {
        const answer = await client
          .request('RPC_REQUEST', {
            method: sent,
            chainId,
            chainNamespace,
            ...(rpcUrl ? { rpcUrl } : {}),
            ...(Array.isArray(params) || (typeof params === 'object' && params !== null)
              ? { params: jsonParams(params) as Record<string, never> }
              : {}),
          })
          .catch((error: unknown) => {
            if (error instanceof FrameRequestError && error.code === 'smart_account_unavailable')
              onSmartAccountUnavailable?.(error.reason)
            if (error instanceof FrameRequestError && error.code === 'insufficient_funds')
              onInsufficientFunds?.(error.message)
            throw error
          })
        onAnswered?.(sent, answer)
        return answer
      }
      if (method === 'wallet_showCallsStatus') {
        const status = await send('wallet_getCallsStatus').catch((error: unknown) =>
          Promise.reject(frameRpcError(error)),
        )
        onCallsStatus?.(status as CallsStatus)
        return null
      }
      if (!needsFrameApproval(method, smartSessions))
        return send().catch((error: unknown) => Promise.reject(frameRpcError(error)))
      let hide: (() => void) | undefined
      try {
        return await pending.track(() => {
          hide = showApproval({ method })
          return send()
        })
      } catch (error) {
        throw frameRpcError(error)
      } finally {
        hide?.()
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async disconnect() {
      let timer: ReturnType<typeof setTimeout> | undefined
      const waited = new Promise<void>((done) => {
        timer = setTimeout(done, signOutWaitMs)
      })
      await Promise.race([client.request('SIGN_OUT').catch(() => undefined), waited])
      clearTimeout(timer)
      onSignedOut()
    },
  }
}
