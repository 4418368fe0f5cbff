import {
  isSafeRpcMethod,
  type Network,
  PROVIDER_ERROR_CODES,
  type RemoteSession,
  type RemoteSessionEvent,
} from '@portico/core'
import type { FrameClient } from '../client/createFrameClient.js'
import { FrameRequestError } from '../client/FrameRequestError.js'
import { AUTH_CONNECTOR_ID } from './authConnectorId.js'

/** The frame's user as GET_USER answers it (only what the session needs). */
export interface FrameUser {
  address: string
  solanaAddress?: string | undefined
}

/** The methods and events the frame serves per namespace (spec §7, as the secure site builds them). */
const NAMESPACE_METHODS = {
  eip155: ['personal_sign', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId'],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_requestAccounts',
  ],
} as const

/** Spec §4: sign-out waits at most 3 s for the frame. */
const SIGN_OUT_WAIT_MS = 3_000

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
}

/** A frame error as the JSON-RPC error an adapter understands (4001 for the visitor's rejection). */
function rpcError(error: unknown): unknown {
  if (error instanceof FrameRequestError && error.code === 'user_rejected')
    return Object.assign(new Error(error.message), { code: PROVIDER_ERROR_CODES.userRejected, cause: error })
  return error
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
    async request({ chainId, method, params }) {
      const [chainNamespace] = chainId.split(':')
      if (chainNamespace !== 'eip155' && chainNamespace !== 'solana')
        throw new FrameRequestError(`${chainId} is not served by the embedded wallet`)
      const hide = isSafeRpcMethod(method) ? undefined : showApproval({ method })
      // The network's RPC URL (spec §7): where the frame sends what it signs and sends.
      const rpcUrl = networks
        .find((network) => network.caipNetworkId === chainId)
        ?.rpcUrls.default.http.find((url) => /^https?:\/\//.test(url))
      try {
        return await client.request('RPC_REQUEST', {
          method,
          chainId,
          chainNamespace,
          ...(rpcUrl ? { rpcUrl } : {}),
          ...(Array.isArray(params) || (typeof params === 'object' && params !== null)
            ? { params: params as Record<string, never> }
            : {}),
        })
      } catch (error) {
        throw rpcError(error)
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
        timer = setTimeout(done, SIGN_OUT_WAIT_MS)
      })
      await Promise.race([client.request('SIGN_OUT').catch(() => undefined), waited])
      clearTimeout(timer)
      onSignedOut()
    },
  }
}
