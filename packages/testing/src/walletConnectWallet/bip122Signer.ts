import { bytesToHex } from '@noble/hashes/utils.js'
import type { IdentifierString } from '@wallet-standard/base'
import { bitcoinAddressNetwork } from '../bitcoinWallet/bitcoinAddressNetwork.js'
import { bitcoinKeyAccounts } from '../bitcoinWallet/bitcoinKeyAccounts.js'
import { signBitcoinMessage } from '../bitcoinWallet/signBitcoinMessage.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import { toBase64 } from './base64.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import { sendBitcoinTransfer } from './sendBitcoinTransfer.js'
import type { WalletConnectTestWalletAccounts } from './WalletConnectTestWalletTypes.js'

/**
 * bip122: `getAccountAddresses`, `signMessage` ({ account, message } → { address, signature: base64 BIP-137 })
 * and `sendTransfer` ({ account, recipientAddress, amount: sats } → { txid }, broadcast through Esplora), for
 * the key's P2WPKH payment address.
 */
export function bip122Signer({
  privateKey,
  chains,
  addressChain = 'bitcoin:regtest',
}: NonNullable<WalletConnectTestWalletAccounts['bip122']>): NamespaceSigner {
  const keys = bitcoinKeyAccounts(privateKey, addressChain as IdentifierString, [
    addressChain as IdentifierString,
  ])
  const address = keys.payment.address
  const request = (params: unknown) => {
    const record = (params ?? {}) as Record<string, unknown>
    if (record.account !== address)
      throw WalletRpcError.unauthorized(`${String(record.account)} is not an account of this wallet`)
    return record
  }
  return {
    chains: chains.map((chain) => chain.chainId),
    accountsOn: (chainId) => [`${chainId}:${address}`],
    methods: ['getAccountAddresses', 'signMessage', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
    async handle({ chainId, method, params }) {
      switch (method) {
        case 'getAccountAddresses':
          request(params)
          return [
            { address, publicKey: bytesToHex(Uint8Array.from(keys.payment.publicKey)), intention: 'payment' },
          ]
        case 'signMessage': {
          const { message } = request(params)
          if (typeof message !== 'string') throw WalletRpcError.invalidParams('message must be a string')
          const signature = signBitcoinMessage(keys.privateKey, new TextEncoder().encode(message), 'p2wpkh')
          return { address, signature: toBase64(signature) }
        }
        case 'sendTransfer': {
          const { recipientAddress, amount, changeAddress } = request(params)
          if (typeof recipientAddress !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount))
            throw WalletRpcError.invalidParams(
              'expected { account, recipientAddress, amount: sats as a string }',
            )
          const chain = chains.find((candidate) => candidate.chainId === chainId)
          if (!chain) throw WalletRpcError.invalidParams(`the wallet does not know the chain ${chainId}`)
          const txid = await sendBitcoinTransfer({
            esploraUrl: chain.esploraUrl,
            network: bitcoinAddressNetwork(addressChain),
            privateKey: keys.privateKey,
            from: address,
            to: recipientAddress,
            amount: BigInt(amount),
            ...(typeof changeAddress === 'string' ? { changeAddress } : {}),
          })
          return { txid }
        }
        default:
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
  }
}
