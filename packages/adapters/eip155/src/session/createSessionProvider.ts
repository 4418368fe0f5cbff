import type { RemoteSession } from '@portico/core'
import { WalletMethodNotSupportedError } from '../errors/WalletMethodNotSupportedError.js'

/** Methods the wallet answers (and every `wallet_*` one); every other method is a read, sent to the chain's RPC URL. */
const WALLET_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getAssets',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/**
 * EIP-5792's methods: sent only to a wallet whose session approved them (a WalletConnect wallet that announces
 * batches, the embedded wallet); any other wallet gets a WalletMethodNotSupportedError (4200) without a request.
 */
const CALLS_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider; the shape wagmi's and viem's `custom` transports take. */
export type SessionProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

export type SessionProviderParameters = {
  session: RemoteSession
  /** JSON-RPC URL per chain id (number): reads never go to the wallet. */
  rpcUrls: Readonly<Record<number, string>>
  /** The chain to start on; else the session's first eip155 chain. */
  chainId?: number
}

class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * EIP-1193 over a remote session's eip155 namespace: accounts and chain from the session, wallet methods through
 * `session.request` (for the current chain), reads to the chain's RPC; the wallet's `accountsChanged`,
 * `chainChanged` and end of session become the provider's events.
 */
export function createSessionProvider({
  session,
  rpcUrls,
  chainId,
}: SessionProviderParameters): SessionProvider {
  const chainsOf = () => session.namespaces.eip155?.chains ?? []
  let current = chainId ?? Number(chainsOf()[0]?.split(':')[1] ?? Number.NaN)
  let accounts = accountsOf(session.namespaces.eip155?.accounts ?? [], current)
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const hex = (value: number) => `0x${value.toString(16)}`

  session.subscribe((event) => {
    if (event.type === 'deleted')
      return emit('disconnect', new ProviderRpcError(4900, 'The wallet ended the session'))
    if (event.type === 'accountsChanged' && event.chainId.startsWith('eip155:')) {
      accounts = event.accounts.map((account) => account.split(':').at(-1) ?? account)
      return emit('accountsChanged', accounts)
    }
    if (event.type === 'chainChanged' && event.chainId.startsWith('eip155:')) {
      current = Number(event.chainId.split(':')[1])
      accounts = accountsOf(session.namespaces.eip155?.accounts ?? [], current, accounts)
      return emit('chainChanged', hex(current))
    }
    if (event.type === 'namespacesChanged') {
      accounts = accountsOf(event.namespaces.eip155?.accounts ?? [], current, accounts)
      emit('accountsChanged', accounts)
    }
  })

  let rpcId = 0
  const read = async (method: string, params: unknown) => {
    const url = rpcUrls[current]
    if (!url) throw new ProviderRpcError(4901, `No RPC URL for chain ${current}`)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts
        case 'eth_chainId':
          return hex(current)
        case 'net_version':
          return String(current)
      }
      if (!WALLET_METHODS.has(method) && !method.startsWith('wallet_')) return read(method, params)
      if (CALLS_METHODS.has(method) && !session.namespaces.eip155?.methods.includes(method))
        throw new WalletMethodNotSupportedError({ method, wallet: session.peer?.name })
      // Already on that chain (core asks again when the visitor comes back to this namespace): nothing to ask.
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId: next }] = params as [{ chainId: string }]
        if (Number.parseInt(next, 16) === current) return null
      }
      const result = await session.request({ chainId: `eip155:${current}`, method, params })
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId: next }] = params as [{ chainId: string }]
        current = Number.parseInt(next, 16)
        accounts = accountsOf(session.namespaces.eip155?.accounts ?? [], current, accounts)
        emit('chainChanged', hex(current))
      }
      return result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/** The addresses of CAIP-10 accounts on `chainId`, first seen first; `fallback` when the chain has none. */
function accountsOf(caip10: readonly string[], chainId: number, fallback: string[] = []): string[] {
  const onChain = caip10
    .filter((account) => account.startsWith(`eip155:${chainId}:`))
    .map((account) => account.split(':')[2] ?? '')
  const unique = [...new Set(onChain)]
  return unique.length > 0 ? unique : fallback
}
