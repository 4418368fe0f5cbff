import { sessionStandardWallet } from '@portico/adapter-kit'
import type { RemoteSession } from '@portico/core'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

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
 * A Wallet Standard wallet over a remote session's `bip122` namespace (adapter-kit's
 * `sessionStandardWallet`), so the adapter drives it as it drives an injected wallet: `bitcoin:signMessage`
 * is WalletConnect's `signMessage` (BIP-137, base64) on `chainId()`, a transfer is WalletConnect's
 * `sendTransfer` ({@link SESSION_TRANSFER}). Public keys come from `getAccountAddresses` when the wallet
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
  const publicKeys = new Map<string, Uint8Array>()
  const first = addressOf(session.namespaces.bip122?.accounts[0] ?? '')
  if (first && session.namespaces.bip122?.methods.includes('getAccountAddresses')) {
    const answer = await session
      .request({ chainId: chainId(), method: 'getAccountAddresses', params: { account: first } })
      .catch(() => [])
    for (const entry of Array.isArray(answer) ? (answer as { address?: unknown; publicKey?: unknown }[]) : [])
      if (typeof entry.address === 'string' && typeof entry.publicKey === 'string')
        publicKeys.set(entry.address, fromHex(entry.publicKey))
  }
  return sessionStandardWallet({
    ...parameters,
    namespace: 'bip122',
    connectFeature: 'bitcoin:connect',
    toAccounts: (addresses) =>
      [...new Set(addresses.map(addressOf))].map((address) => ({
        address,
        publicKey: publicKeys.get(address) ?? new Uint8Array(),
        chains,
        features: ['bitcoin:signMessage'],
      })),
    features: (request) => ({
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
        async sendTransfer({ account, to, value }: { account: string; to: string; value: bigint }) {
          const { txid } = (await request('sendTransfer', {
            account,
            recipientAddress: to,
            amount: value.toString(),
          })) as { txid: string }
          return txid
        },
      } satisfies SessionTransferFeature[typeof SESSION_TRANSFER],
    }),
  })
}
