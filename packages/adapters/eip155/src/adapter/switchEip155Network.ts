import { ChainNotSupportedError, isUserRejection, type Network, UserRejectedError } from '@portico/core'
import { type Config, switchChain } from '@wagmi/core'

/**
 * Switches the connected wallet with wallet_switchEthereumChain; on 4902 wagmi adds the chain with
 * wallet_addEthereumChain (chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls, taken
 * from the Portico network) and switches. A rejection is UserRejectedError; any other failure,
 * adding included, is 'Chain is not supported'.
 */
export async function switchEip155Network(config: Config, network: Network): Promise<void> {
  const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http
  try {
    await switchChain(config, {
      chainId: Number(network.id),
      addEthereumChainParameter: {
        chainName: network.name,
        nativeCurrency: network.nativeCurrency,
        rpcUrls: [...rpcUrls],
        ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
      },
    })
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedError({ cause: error })
    throw new ChainNotSupportedError({ cause: error })
  }
}
