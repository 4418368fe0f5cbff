import { sessionStandardWallet } from '@portico/adapter-kit'
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
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

const FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const
const SIGN_AND_SEND = 'solana:signAndSendTransaction'

/** docs/behaviour.md#calls: send options of sign-and-send, the only ones passed on (`commitment` is the adapter's to wait for). */
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const

/** Wallet Standard accounts of CAIP-10 (or plain) Solana addresses. */
const accountsFor = (
  addresses: readonly string[],
  chains: IdentifierString[],
  features: readonly IdentifierString[],
): WalletAccount[] =>
  [...new Set(addresses.map((caip10) => caip10.slice(caip10.lastIndexOf(':') + 1)))].map((address) => ({
    address,
    publicKey: Uint8Array.from(getBase58Encoder().encode(address)),
    chains,
    features: [...features],
  }))

const sendOptionsOf = (options: SolanaSignAndSendTransactionInput['options']) =>
  Object.fromEntries(
    SEND_OPTIONS.flatMap((name) => (options?.[name] === undefined ? [] : [[name, options[name]]])),
  )

/** A signed transaction as the bytes the dapp gets: the wallet's answer, or its signature put in the account's slot. */
const signedBytes = (
  { account, transaction }: SolanaSignTransactionInput,
  answer: { signature?: string; transaction?: string },
) => {
  if (answer.transaction) return Uint8Array.from(getBase64Encoder().encode(answer.transaction))
  // A wallet that answers with the signature only: put it in the transaction's slot for the account.
  const decoded = getTransactionDecoder().decode(transaction)
  const signature = getBase58Encoder().encode(answer.signature ?? '') as SignatureBytes
  const signed = { ...decoded, signatures: { ...decoded.signatures, [account.address]: signature } }
  return Uint8Array.from(getTransactionEncoder().encode(signed))
}

/**
 * A Wallet Standard wallet over a remote session's `solana` namespace (adapter-kit's `sessionStandardWallet`), so
 * the adapter drives it as it drives an injected wallet: `solana:signMessage` and `solana:signTransaction` become
 * WalletConnect's `solana_signMessage` and `solana_signTransaction` on `chainId()` (the adapter's network). When
 * the session's methods include them, several transactions are signed in one `solana_signAllTransactions`
 * request (one approval), and `solana:signAndSendTransaction` becomes `solana_signAndSendTransaction` (the remote
 * wallet broadcasts, e.g. the embedded wallet's frame); otherwise the adapter broadcasts what was signed.
 */
export function sessionWallet(parameters: {
  session: RemoteSession
  /** CAIP-2 of the network requests are for. */
  chainId: () => string
  /** Wallet Standard chains of the session's networks (what `switchNetwork` checks). */
  chains: IdentifierString[]
}): Wallet {
  const { session, chains } = parameters
  const methods = session.namespaces.solana?.methods ?? []
  const signsAll = methods.includes('solana_signAllTransactions')
  const signsAndSends = methods.includes('solana_signAndSendTransaction')
  const features: IdentifierString[] = signsAndSends ? [...FEATURES, SIGN_AND_SEND] : [...FEATURES]

  return sessionStandardWallet({
    ...parameters,
    namespace: 'solana',
    connectFeature: 'standard:connect',
    toAccounts: (addresses) => accountsFor(addresses, chains, features),
    features: (request) => {
      const signAll = async (inputs: readonly SolanaSignTransactionInput[]) => {
        const [first] = inputs
        const answer = (await request('solana_signAllTransactions', {
          transactions: inputs.map(({ transaction }) => getBase64Decoder().decode(transaction)),
          ...(first && inputs.every(({ account }) => account.address === first.account.address)
            ? { pubkey: first.account.address }
            : {}),
        })) as { transactions: string[] }
        return inputs.map((input, index) => ({
          signedTransaction: signedBytes(input, { transaction: answer.transactions[index] ?? '' }),
        }))
      }
      const signAndSend: SolanaSignAndSendTransactionFeature[typeof SIGN_AND_SEND] = {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: readonly SolanaSignAndSendTransactionInput[]) => {
          const outputs = []
          // One at a time, in order: a later transaction may depend on an earlier one having landed.
          for (const { account, transaction, options } of inputs) {
            const { signature } = (await request('solana_signAndSendTransaction', {
              transaction: getBase64Decoder().decode(transaction),
              pubkey: account.address,
              sendOptions: sendOptionsOf(options),
            })) as { signature: string }
            outputs.push({ signature: Uint8Array.from(getBase58Encoder().encode(signature)) })
          }
          return outputs
        },
      }
      return {
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
            inputs.length > 1 && signsAll
              ? signAll(inputs)
              : Promise.all(
                  inputs.map(async (input) => {
                    const answer = (await request('solana_signTransaction', {
                      transaction: getBase64Decoder().decode(input.transaction),
                      pubkey: input.account.address,
                    })) as { signature: string; transaction?: string }
                    return { signedTransaction: signedBytes(input, answer) }
                  }),
                ),
        },
        ...(signsAndSends ? { [SIGN_AND_SEND]: signAndSend } : {}),
      }
    },
  })
}
