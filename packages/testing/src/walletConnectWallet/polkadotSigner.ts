import { isHex, stringToHex, u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { createPolkadotTestWallet } from '../polkadotWallet/createPolkadotTestWallet.js'
import type { PolkadotTestWalletSignerPayload } from '../polkadotWallet/PolkadotTestWalletTypes.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import type { WalletConnectTestWalletAccounts } from './WalletConnectTestWalletTypes.js'

/**
 * polkadot: `polkadot_signMessage` ({ address, message } → { signature }, the message wrapped in `<Bytes>` as
 * extensions do) and `polkadot_signTransaction` ({ address, transactionPayload: SignerPayloadJSON } →
 * { signature }), over the keys of the injected Polkadot test wallet (sr25519).
 */
export async function polkadotSigner({
  uris,
  chains,
  ss58Prefix,
}: NonNullable<WalletConnectTestWalletAccounts['polkadot']>): Promise<NamespaceSigner> {
  const wallet = await createPolkadotTestWallet({
    uris,
    authorized: true,
    ...(ss58Prefix === undefined ? {} : { ss58Prefix }),
  })
  const { signer } = await wallet.enable('walletconnect')
  /** An address in any SS58 format, as its public key (a dapp may use the chain's prefix, not the wallet's). */
  const publicKeyOf = (address: string) => {
    try {
      return u8aToHex(decodeAddress(address))
    } catch {
      return ''
    }
  }
  const publicKeys = new Set(wallet.addresses.map(publicKeyOf))
  const record = (params: unknown) => {
    if (typeof params !== 'object' || params === null)
      throw WalletRpcError.invalidParams('expected an object')
    const { address } = params as { address?: unknown }
    if (typeof address !== 'string' || !publicKeys.has(publicKeyOf(address)))
      throw WalletRpcError.unauthorized(`${String(address)} is not an account of this wallet`)
    return params as Record<string, unknown> & { address: string }
  }
  return {
    chains: chains.map((chain) => chain.chainId),
    accountsOn: (chainId) => wallet.addresses.map((address) => `${chainId}:${address}`),
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    async handle({ method, params }) {
      switch (method) {
        case 'polkadot_signMessage': {
          const { address, message } = record(params)
          if (typeof message !== 'string') throw WalletRpcError.invalidParams('message must be a string')
          const data = isHex(message) ? message : stringToHex(message)
          return { signature: (await signer.signRaw({ address, data, type: 'bytes' })).signature }
        }
        case 'polkadot_signTransaction': {
          const { address, transactionPayload } = record(params)
          if (typeof transactionPayload !== 'object' || transactionPayload === null)
            throw WalletRpcError.invalidParams('transactionPayload must be a SignerPayloadJSON')
          const payload = { ...(transactionPayload as PolkadotTestWalletSignerPayload), address }
          return { signature: (await signer.signPayload(payload)).signature }
        }
        default:
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
  }
}
