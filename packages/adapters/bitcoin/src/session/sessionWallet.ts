import type { RemoteSession } from '@portico/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'

/** The session wallet's own feature: WalletConnect's `sendTransfer`, where the wallet builds, signs and broadcasts. */
export const SESSION_TRANSFER = 'walletConnect:sendTransfer'

export interface SessionTransferFeature {
  [SESSION_TRANSFER]: {
    version: '1.0.0'
    /** Sends `value` sats from `account` to `to`; resolves with the txid. */
    sendTransfer(input: { account: string; to: string; value: bigint }): Promise<string>
  }
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const fromHex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const addressOf = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1)

/**
 * A Wallet Standard wallet over a remote session's `bip122` namespace, so the adapter drives it as it drives an
 * injected wallet: `bitcoin:signMessage` is WalletConnect's `signMessage` (BIP-137, base64) on `chainId()`, a
 * transfer is WalletConnect's `sendTransfer` ({@link SESSION_TRANSFER}); the wallet's `accountsChanged`, namespace
 * update and session end become `change` events. Public keys come from `getAccountAddresses` when the wallet
 * answers it.
 */
export async function sessionWallet(parameters: {
  session: RemoteSession
  /** CAIP-2 of the network requests are for. */
  chainId: () => string
  /** Wallet Standard chains of the session's networks (what `switchNetwork` checks). */
  chains: IdentifierString[]
}): Promise<Wallet & { features: SessionTransferFeature }> {
  const { session, chainId, chains } = parameters
  const request = (method: string, params: unknown) => session.request({ chainId: chainId(), method, params })
  const publicKeys = new Map<string, Uint8Array>()
  const toAccounts = (addresses: readonly string[]): WalletAccount[] =>
    [...new Set(addresses.map(addressOf))].map((address) => ({
      address,
      publicKey: publicKeys.get(address) ?? new Uint8Array(),
      chains,
      features: ['bitcoin:signMessage'],
    }))
  const first = addressOf(session.namespaces.bip122?.accounts[0] ?? '')
  if (first && session.namespaces.bip122?.methods.includes('getAccountAddresses')) {
    const answer = await request('getAccountAddresses', { account: first }).catch(() => [])
    for (const entry of Array.isArray(answer) ? (answer as { address?: unknown; publicKey?: unknown }[]) : [])
      if (typeof entry.address === 'string' && typeof entry.publicKey === 'string')
        publicKeys.set(entry.address, fromHex(entry.publicKey))
  }
  let accounts = toAccounts(session.namespaces.bip122?.accounts ?? [])
  const listeners = new Set<StandardEventsListeners['change']>()
  const change = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  session.subscribe((event) => {
    if (event.type === 'deleted') change([])
    else if (event.type === 'namespacesChanged') change(toAccounts(event.namespaces.bip122?.accounts ?? []))
    else if (event.type === 'accountsChanged' && event.chainId.startsWith('bip122:'))
      change(toAccounts(event.accounts))
  })

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
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      // Core ends the session itself; the adapter's side only lets go.
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const { signature } = (await request('signMessage', {
                account: account.address,
                address: account.address,
                message: new TextDecoder().decode(message),
              })) as { signature: string }
              return { signedMessage: message, signature: fromBase64(signature) }
            }),
          ),
      },
      [SESSION_TRANSFER]: {
        version: '1.0.0',
        async sendTransfer({ account, to, value }) {
          const { txid } = (await request('sendTransfer', {
            account,
            recipientAddress: to,
            amount: value.toString(),
          })) as { txid: string }
          return txid
        },
      },
    },
  }
}
