import { createWalletClient, defineChain, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type EvmTreasury = {
  readonly rpcUrl: string
  readonly chainId: number
  /** The funded account the provider pays from. */
  readonly privateKey: Hex
}

/** A sender that pays native ETH from the treasury, one transfer at a time (no nonce races), and waits for it. */
export function evmDelivery(treasury: EvmTreasury): (to: string, amount: bigint) => Promise<string> {
  const chain = defineChain({
    id: treasury.chainId,
    name: `Local ${treasury.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [treasury.rpcUrl] } },
  })
  const client = createWalletClient({
    account: privateKeyToAccount(treasury.privateKey),
    chain,
    transport: http(treasury.rpcUrl),
  }).extend(publicActions)
  let queue: Promise<unknown> = Promise.resolve()
  return (to, amount) => {
    const send = queue.then(async () => {
      const hash = await client.sendTransaction({ to: to as Hex, value: amount })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
      if (receipt.status !== 'success') throw new Error(`Transfer ${hash} reverted.`)
      return hash
    })
    queue = send.catch(() => undefined)
    return send
  }
}
