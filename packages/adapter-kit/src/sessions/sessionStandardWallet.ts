import type { RemoteSession } from '@portico/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'

/** A request to the remote wallet on the adapter's network (`chainId()` at the time of the request). */
export type SessionRequest = (method: string, params: unknown) => Promise<unknown>

export interface SessionStandardWalletParameters<Features> {
  session: RemoteSession
  /** The session's namespace the wallet stands for: 'solana', 'bip122'… */
  namespace: string
  /** CAIP-2 of the network requests are for. */
  chainId: () => string
  /** Wallet Standard chains of the session's networks (what `switchNetwork` checks). */
  chains: IdentifierString[]
  /** The feature that connects: 'standard:connect', or the namespace's own ('bitcoin:connect'). */
  connectFeature: string
  /** Wallet Standard accounts of the session's CAIP-10 (or plain) addresses. */
  toAccounts(addresses: readonly string[]): WalletAccount[]
  /** The namespace's signing features, over the session's requests. */
  features(request: SessionRequest): Features
}

/**
 * A Wallet Standard wallet over a remote session's namespace, so an adapter drives it as it drives an
 * injected wallet: the session's peer names it, connecting answers the session's accounts, the wallet's
 * `accountsChanged` (on the namespace's chains), a namespace update and the session's end become `change`
 * events, and disconnecting only lets go (core ends the session itself). The namespace adds its signing
 * features over {@link SessionRequest}.
 */
export function sessionStandardWallet<Features extends Record<string, unknown>>(
  parameters: SessionStandardWalletParameters<Features>,
): Wallet & { features: Features } {
  const { session, namespace, chainId, chains, toAccounts } = parameters
  let accounts = toAccounts(session.namespaces[namespace]?.accounts ?? [])
  const listeners = new Set<StandardEventsListeners['change']>()
  const change = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  session.subscribe((event) => {
    if (event.type === 'deleted') change([])
    else if (event.type === 'namespacesChanged')
      change(toAccounts(event.namespaces[namespace]?.accounts ?? []))
    else if (event.type === 'accountsChanged' && event.chainId.startsWith(`${namespace}:`))
      change(toAccounts(event.accounts))
  })
  const request: SessionRequest = (method, params) => session.request({ chainId: chainId(), method, params })

  return {
    version: '1.0.0',
    name: session.peer?.name ?? 'WalletConnect',
    icon: (session.peer?.icon ??
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>') as Wallet['icon'],
    chains,
    get accounts() {
      return accounts
    },
    features: {
      [parameters.connectFeature]: { version: '1.0.0', connect: async () => ({ accounts }) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      ...parameters.features(request),
    } as Wallet['features'] & Features,
  }
}
