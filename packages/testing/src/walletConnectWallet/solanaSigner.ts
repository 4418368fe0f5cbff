import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  signBytes,
} from '@solana/kit'
import type { IdentifierString } from '@wallet-standard/base'
import { sendSolanaTransaction } from '../solanaWallet/sendSolanaTransaction.js'
import { encodeSolanaTransaction, signSolanaTransaction } from '../solanaWallet/signSolanaTransaction.js'
import { solanaAccount } from '../solanaWallet/solanaAccount.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import type { WalletConnectTestWalletAccounts } from './WalletConnectTestWalletTypes.js'

const base58 = {
  decode: (text: string) => getBase58Encoder().encode(text),
  encode: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
}
const base64 = {
  decode: (text: string) => getBase64Encoder().encode(text),
  encode: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
}

function field(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string') throw WalletRpcError.invalidParams(`expected ${name} as a string`)
  return value
}

/**
 * solana: `solana_signMessage` ({ message: base58, pubkey } → { signature: base58 }), `solana_signTransaction`
 * ({ transaction: base64 wire } → { signature, transaction }) and `solana_signAndSendTransaction` (sent to the
 * chain's RPC → { signature }), as WalletConnect's Solana RPC defines them.
 */
export function solanaSigner({
  secretKey,
  chains,
}: NonNullable<WalletConnectTestWalletAccounts['solana']>): NamespaceSigner {
  const account = solanaAccount(
    secretKey,
    chains.map((chain) => chain.chainId as IdentifierString),
  )
  const { address } = account.account
  const checkPubkey = (params: unknown) => {
    const pubkey = (params as Record<string, unknown> | null)?.pubkey
    if (pubkey !== undefined && pubkey !== address)
      throw WalletRpcError.unauthorized(`${String(pubkey)} is not an account of this wallet`)
  }
  const sign = async (params: unknown) => {
    checkPubkey(params)
    let wire: Uint8Array
    try {
      wire = Uint8Array.from(base64.decode(field(params, 'transaction')))
    } catch (cause) {
      if (cause instanceof WalletRpcError) throw cause
      throw WalletRpcError.invalidParams('transaction is not base64')
    }
    const signed = await signSolanaTransaction(account, wire)
    const signature = signed.signatures[address as keyof typeof signed.signatures]
    return { signed, signature: base58.encode(Uint8Array.from(signature ?? [])) }
  }
  return {
    chains: chains.map((chain) => chain.chainId),
    accountsOn: (chainId) => [`${chainId}:${address}`],
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_getAccounts',
    ],
    events: ['accountsChanged', 'chainChanged'],
    async handle({ chainId, method, params }) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: address }]
        case 'solana_signMessage': {
          checkPubkey(params)
          const message = Uint8Array.from(base58.decode(field(params, 'message')))
          const signature = await signBytes((await account.keyPair()).privateKey, message)
          return { signature: base58.encode(Uint8Array.from(signature)) }
        }
        case 'solana_signTransaction': {
          const { signed, signature } = await sign(params)
          return { signature, transaction: base64.encode(encodeSolanaTransaction(signed)) }
        }
        case 'solana_signAndSendTransaction': {
          const chain = chains.find((candidate) => candidate.chainId === chainId)
          if (!chain) throw WalletRpcError.invalidParams(`the wallet does not know the chain ${chainId}`)
          const { signed } = await sign(params)
          return { signature: base58.encode(await sendSolanaTransaction(chain.rpcUrl, signed)) }
        }
        default:
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
  }
}
