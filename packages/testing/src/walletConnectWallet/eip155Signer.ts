import type { LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletCalls, WALLET_CALLS_METHODS } from '../wallet/createWalletCalls.js'
import { sendTransactionRequest } from '../wallet/sendTransactionRequest.js'
import { personalSign, signTypedDataV4 } from '../wallet/signRequests.js'
import { WalletRpcError, walletErrorCodes } from '../wallet/WalletRpcError.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import type { WalletConnectChainId, WalletConnectTestWalletAccounts } from './WalletConnectTestWalletTypes.js'

/** The eip155 signer, which also learns chains (`wallet_addEthereumChain`). */
export interface Eip155Signer extends NamespaceSigner {
  /** Adds a chain (or replaces its RPC URL): the wallet knows it from now on. */
  addChain(chain: { chainId: WalletConnectChainId; rpcUrl: string }): void
}

/**
 * eip155: personal_sign, eth_signTypedData_v4 and eth_sendTransaction (signed here, sent to the chain's RPC); with
 * `calls`, EIP-5792's four methods as well (`createWalletCalls`: the calls sent one after another).
 * `wallet_switchEthereumChain` and `wallet_addEthereumChain` are offered too; the wallet answers them itself
 * (`eip155ChainRequests`), since they change its session.
 */
export function eip155Signer({
  privateKey,
  chains: given,
  calls: answersCalls = false,
}: NonNullable<WalletConnectTestWalletAccounts['eip155']>): Eip155Signer {
  const account: LocalAccount = privateKeyToAccount(privateKey)
  const chains = given.map((chain) => ({ ...chain }))
  const findAccount = (address: unknown) => {
    if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
      throw WalletRpcError.unauthorized(`${String(address)} is not an account of this wallet`)
    return account
  }
  const chainOf = (chainId: string) => {
    const chain = chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw WalletRpcError.invalidParams(`the wallet does not know the chain ${chainId}`)
    return { chainId: Number(chainId.split(':')[1]), rpcUrl: chain.rpcUrl, name: chainId }
  }
  const calls = answersCalls
    ? createWalletCalls({
        addresses: () => [account.address],
        chains: () => chains.map((chain) => chainOf(chain.chainId)),
        send: (chainId, transaction) =>
          sendTransactionRequest(account, chainOf(`eip155:${chainId}`), transaction),
      })
    : undefined
  return {
    get chains() {
      return chains.map((chain) => chain.chainId)
    },
    addChain(chain) {
      const known = chains.find((candidate) => candidate.chainId === chain.chainId)
      if (known) known.rpcUrl = chain.rpcUrl
      else chains.push({ ...chain })
    },
    accountsOn: (chainId) => [`${chainId}:${account.address}`],
    methods: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      ...(calls ? WALLET_CALLS_METHODS : []),
    ],
    events: ['accountsChanged', 'chainChanged'],
    async handle({ chainId, method, params }) {
      switch (method) {
        case 'personal_sign':
          return personalSign(findAccount, params)
        case 'eth_signTypedData_v4':
          return signTypedDataV4(findAccount, params)
        case 'eth_sendTransaction': {
          const [transaction] = Array.isArray(params) ? params : []
          if (typeof transaction !== 'object' || transaction === null)
            throw WalletRpcError.invalidParams('eth_sendTransaction expects [transaction]')
          findAccount((transaction as { from?: unknown }).from ?? account.address)
          return sendTransactionRequest(account, chainOf(chainId), transaction as Record<string, unknown>)
        }
        default:
          // The wallet prompted for wallet_sendCalls before handing the request over.
          if (calls && WALLET_CALLS_METHODS.has(method)) return calls.request(method, params, async () => {})
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
  }
}
