import { parseAddEthereumChain } from '../wallet/parseAddEthereumChain.js'
import { WalletRpcError } from '../wallet/WalletRpcError.js'
import type { Eip155Signer } from './eip155Signer.js'
import type { WalletConnectTestNamespace } from './WalletConnectTestWalletTypes.js'

/** The methods `eip155ChainRequests` answers. */
export const EIP155_CHAIN_METHODS: ReadonlySet<string> = new Set([
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/** What answering a chain request needs from the wallet around it (its session and its prompt). */
export interface Eip155ChainRequestContext {
  signer: Eip155Signer
  /** The session's eip155 namespace as the wallet settled it. */
  namespaceOf(topic: string): WalletConnectTestNamespace | undefined
  /** Replaces the session's eip155 namespace (`session_update`, acknowledged by the dapp). */
  updateNamespace(topic: string, namespace: WalletConnectTestNamespace): Promise<void>
  /** Sends `chainChanged` for `chainId` on the session. */
  emitChainChanged(topic: string, chainId: string): Promise<void>
  /** The user's prompt for `method`; rejects (4001) when the user declines. */
  prompt(method: 'wallet_switchEthereumChain' | 'wallet_addEthereumChain'): Promise<void>
}

/**
 * `wallet_switchEthereumChain` and `wallet_addEthereumChain` as a phone wallet answers them over WalletConnect:
 * a chain it does not know is 4902 (no prompt), so the dapp adds it; adding validates the parameters (EIP-3085),
 * prompts, learns the chain and, like MetaMask, switches to it. Switching to a chain the session lacks first widens
 * the session (`session_update` with the chain and its account), then `chainChanged` tells the dapp, as real wallets do.
 */
export async function answerEip155ChainRequest(
  context: Eip155ChainRequestContext,
  request: { topic: string; chainId: string; method: string; params: unknown },
): Promise<null> {
  const { signer } = context
  let target: string
  if (request.method === 'wallet_addEthereumChain') {
    const chain = parseAddEthereumChain(request.params)
    target = `eip155:${chain.chainId}`
    await context.prompt('wallet_addEthereumChain')
    signer.addChain({ chainId: target as `eip155:${number}`, rpcUrl: chain.rpcUrl })
  } else {
    const [parameter] = Array.isArray(request.params) ? request.params : []
    const requested = Number((parameter as { chainId?: unknown } | undefined)?.chainId)
    if (!Number.isSafeInteger(requested)) throw WalletRpcError.invalidParams('expected [{ chainId }]')
    target = `eip155:${requested}`
    if (!signer.chains.includes(target)) throw WalletRpcError.unrecognizedChain(requested)
    if (target === request.chainId) return null
    await context.prompt('wallet_switchEthereumChain')
  }
  const namespace = context.namespaceOf(request.topic)
  if (namespace && !namespace.chains.includes(target)) {
    await context.updateNamespace(request.topic, {
      ...namespace,
      chains: [...namespace.chains, target],
      accounts: [...namespace.accounts, ...signer.accountsOn(target)],
    })
  }
  if (target !== request.chainId) await context.emitChainChanged(request.topic, target)
  return null
}
