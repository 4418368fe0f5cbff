import {
  type Address,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  publicActions,
} from 'viem'
import { exchangeHotWallet } from './exchangeHotWallet.js'

export type ExchangeChain = { readonly rpcUrl: string; readonly chainId: number }

/**
 * A sender that pays from the hot wallet (`native` ETH or an ERC-20's `transfer`), one transfer at a time (no nonce
 * races), and resolves with the hash once the receipt says it succeeded.
 */
export function exchangeTransferSender(
  chain: ExchangeChain,
): (asset: string, recipient: Address, amount: bigint) => Promise<string> {
  const client = createWalletClient({
    account: exchangeHotWallet,
    chain: defineChain({
      id: chain.chainId,
      name: `Local ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  let queue: Promise<unknown> = Promise.resolve()
  return (asset, recipient, amount) => {
    const send = queue.then(async () => {
      const hash =
        asset === 'native'
          ? await client.sendTransaction({ to: recipient, value: amount })
          : await client.sendTransaction({
              to: asset as Address,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [recipient, amount],
              }),
            })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
      if (receipt.status !== 'success') throw new Error(`Transfer ${hash} reverted.`)
      return hash
    })
    queue = send.catch(() => undefined)
    return send
  }
}
