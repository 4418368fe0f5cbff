import { createCosmosTestWallet } from '../cosmosWallet/createCosmosTestWallet.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import { fromBase64, toBase64 } from './base64.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import type { WalletConnectTestWalletAccounts } from './WalletConnectTestWalletTypes.js'

const reference = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

function bytesField(record: Record<string, unknown>, name: string): Uint8Array {
  const value = record[name]
  if (value === undefined || value === null || value === '') return new Uint8Array()
  if (typeof value !== 'string') throw WalletRpcError.invalidParams(`signDoc.${name} must be base64`)
  try {
    return fromBase64(value)
  } catch {
    throw WalletRpcError.invalidParams(`signDoc.${name} must be base64`)
  }
}

/**
 * cosmos: `cosmos_getAccounts`, `cosmos_signDirect` ({ signerAddress, signDoc with base64 bytes } →
 * { signature, signed }) and `cosmos_signAmino` ({ signerAddress, signDoc } → { signature, signed }), over the
 * Keplr-like test wallet's key.
 */
export function cosmosSigner({
  privateKey,
  chains,
}: NonNullable<WalletConnectTestWalletAccounts['cosmos']>): NamespaceSigner {
  const wallet = createCosmosTestWallet({
    privateKey,
    authorized: true,
    chains: chains.map((chain) => ({ ...chain, chainId: reference(chain.chainId) })),
  })
  const request = (params: unknown) => {
    const { signerAddress, signDoc } = (params ?? {}) as { signerAddress?: unknown; signDoc?: unknown }
    if (typeof signerAddress !== 'string' || typeof signDoc !== 'object' || signDoc === null)
      throw WalletRpcError.invalidParams('expected { signerAddress, signDoc }')
    return { signerAddress, signDoc: signDoc as Record<string, unknown> }
  }
  return {
    chains: chains.map((chain) => chain.chainId),
    accountsOn: (chainId) => [`${chainId}:${wallet.addressOn(reference(chainId))}`],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: ['accountsChanged', 'chainChanged'],
    async handle({ chainId, method, params }) {
      const chain = reference(chainId)
      switch (method) {
        case 'cosmos_getAccounts': {
          const key = await wallet.getKey(chain)
          return [{ algo: 'secp256k1', address: key.bech32Address, pubkey: toBase64(key.pubKey) }]
        }
        case 'cosmos_signDirect': {
          const { signerAddress, signDoc } = request(params)
          const { signed, signature } = await wallet.signDirect(chain, signerAddress, {
            chainId: typeof signDoc.chainId === 'string' ? signDoc.chainId : chain,
            accountNumber: String(signDoc.accountNumber ?? '0'),
            bodyBytes: bytesField(signDoc, 'bodyBytes'),
            authInfoBytes: bytesField(signDoc, 'authInfoBytes'),
          })
          return {
            signature,
            signed: {
              chainId: signed.chainId,
              accountNumber: signed.accountNumber.toString(),
              bodyBytes: toBase64(signed.bodyBytes),
              authInfoBytes: toBase64(signed.authInfoBytes),
            },
          }
        }
        case 'cosmos_signAmino': {
          const { signerAddress, signDoc } = request(params)
          if (typeof signDoc.chain_id !== 'string')
            throw WalletRpcError.invalidParams('signDoc.chain_id missing')
          const [message] = Array.isArray(signDoc.msgs)
            ? (signDoc.msgs as { type?: unknown; value?: { data?: unknown } }[])
            : []
          // ADR-36 (arbitrary data): an amino document with an empty chain id and one sign/MsgSignData.
          if (
            signDoc.chain_id === '' &&
            message?.type === 'sign/MsgSignData' &&
            typeof message.value?.data === 'string'
          ) {
            const signature = await wallet.signArbitrary(chain, signerAddress, fromBase64(message.value.data))
            return { signed: signDoc, signature }
          }
          return wallet.signAmino(
            chain,
            signerAddress,
            signDoc as Record<string, unknown> & { chain_id: string },
          )
        }
        default:
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
  }
}
