import type { RemoteSession } from '@portico/core'
import type { InjectedAccount, InjectedExtension } from '../connectors/InjectedWeb3.js'

const addressesOf = (accounts: readonly string[]): InjectedAccount[] =>
  [...new Set(accounts.map((account) => account.slice(account.lastIndexOf(':') + 1)))].map((address) => ({
    address,
  }))

/**
 * An injected-extension-like wallet over a remote session's `polkadot` namespace, so the adapter drives it as it
 * drives polkadot-js or Talisman: `signRaw` is WalletConnect's `polkadot_signMessage` (the wallet wraps the
 * bytes in `<Bytes>`), `signPayload` is `polkadot_signTransaction`, both on `chainId()` (the adapter's network);
 * the wallet's `accountsChanged`, namespace update and session end reach the accounts' subscribers.
 */
export function sessionWallet(parameters: {
  session: RemoteSession
  chainId: () => string
}): InjectedExtension {
  const { session, chainId } = parameters
  let accounts = addressesOf(session.namespaces.polkadot?.accounts ?? [])
  const subscribers = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  const change = (next: InjectedAccount[]) => {
    accounts = next
    for (const subscriber of [...subscribers]) void subscriber(accounts)
  }
  session.subscribe((event) => {
    if (event.type === 'deleted') change([])
    else if (event.type === 'namespacesChanged')
      change(addressesOf(event.namespaces.polkadot?.accounts ?? []))
    else if (event.type === 'accountsChanged' && event.chainId.startsWith('polkadot:'))
      change(addressesOf(event.accounts))
  })
  const request = (method: string, params: unknown) => session.request({ chainId: chainId(), method, params })
  let requests = 0

  return {
    accounts: {
      get: async () => accounts,
      subscribe(callback) {
        subscribers.add(callback)
        return () => void subscribers.delete(callback)
      },
    },
    signer: {
      async signRaw({ address, data }) {
        const { signature } = (await request('polkadot_signMessage', { address, message: data })) as {
          signature: string
        }
        requests += 1
        return { id: requests, signature }
      },
      async signPayload(payload) {
        const { signature } = (await request('polkadot_signTransaction', {
          address: payload.address,
          transactionPayload: payload,
        })) as { signature: string }
        requests += 1
        return { id: requests, signature }
      },
    },
  }
}
