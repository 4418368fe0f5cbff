import type { RemoteSession } from '@portico/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import type { SolanaSignMessageInput, SolanaSignTransactionInput } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'

const FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const

/** Wallet Standard accounts of CAIP-10 (or plain) Solana addresses. */
const accountsOf = (addresses: readonly string[], chains: IdentifierString[]): WalletAccount[] =>
  [...new Set(addresses.map((caip10) => caip10.slice(caip10.lastIndexOf(':') + 1)))].map((address) => ({
    address,
    publicKey: Uint8Array.from(getBase58Encoder().encode(address)),
    chains,
    features: [...FEATURES],
  }))

/**
 * A Wallet Standard wallet over a remote session's `solana` namespace, so the adapter drives it as it drives an
 * injected wallet: `solana:signMessage` and `solana:signTransaction` become WalletConnect's `solana_signMessage`
 * and `solana_signTransaction` on `chainId()` (the adapter's network); the wallet's `accountsChanged`, namespace
 * update and session end become `change` events. It has no `signAndSendTransaction`: the adapter broadcasts.
 */
export function sessionWallet(parameters: {
  session: RemoteSession
  /** CAIP-2 of the network requests are for. */
  chainId: () => string
  /** Wallet Standard chains of the session's networks (what `switchNetwork` checks). */
  chains: IdentifierString[]
}): Wallet {
  const { session, chainId, chains } = parameters
  let accounts = accountsOf(session.namespaces.solana?.accounts ?? [], chains)
  const listeners = new Set<StandardEventsListeners['change']>()
  const change = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }
  session.subscribe((event) => {
    if (event.type === 'deleted') change([])
    else if (event.type === 'namespacesChanged')
      change(accountsOf(event.namespaces.solana?.accounts ?? [], chains))
    else if (event.type === 'accountsChanged' && event.chainId.startsWith('solana:'))
      change(accountsOf(event.accounts, chains))
  })
  const request = (method: string, params: unknown) => session.request({ chainId: chainId(), method, params })

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
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      // Core ends the session itself; the adapter's side only lets go.
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: readonly SolanaSignMessageInput[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const { signature } = (await request('solana_signMessage', {
                message: getBase58Decoder().decode(message),
                pubkey: account.address,
              })) as { signature: string }
              return {
                signedMessage: message,
                signature: Uint8Array.from(getBase58Encoder().encode(signature)),
              }
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: readonly SolanaSignTransactionInput[]) =>
          Promise.all(
            inputs.map(async ({ account, transaction }) => {
              const answer = (await request('solana_signTransaction', {
                transaction: getBase64Decoder().decode(transaction),
                pubkey: account.address,
              })) as { signature: string; transaction?: string }
              if (answer.transaction)
                return { signedTransaction: Uint8Array.from(getBase64Encoder().encode(answer.transaction)) }
              // A wallet that answers with the signature only: put it in the transaction's slot for the account.
              const decoded = getTransactionDecoder().decode(transaction)
              const signature = getBase58Encoder().encode(answer.signature) as SignatureBytes
              const signed = {
                ...decoded,
                signatures: { ...decoded.signatures, [account.address]: signature },
              }
              return { signedTransaction: Uint8Array.from(getTransactionEncoder().encode(signed)) }
            }),
          ),
      },
    },
  }
}
