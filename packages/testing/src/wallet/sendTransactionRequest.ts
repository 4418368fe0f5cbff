import { type Chain, createWalletClient, defineChain, type Hex, http, type LocalAccount } from 'viem'
import type { TestWalletChain } from './TestWalletTypes.js'
import { WalletRpcError } from './WalletRpcError.js'

/**
 * eth_sendTransaction: fills what the dapp left out (nonce, gas, fees) from the chain, signs with the
 * local key and sends the raw transaction, as a real wallet does. Resolves with the hash.
 */
export function sendTransactionRequest(
  account: LocalAccount,
  chain: TestWalletChain,
  transaction: Record<string, unknown>,
): Promise<Hex> {
  if (transaction.chainId !== undefined && Number(transaction.chainId) !== chain.chainId) {
    throw WalletRpcError.invalidParams(`chainId ${String(transaction.chainId)} is not the active chain`)
  }
  const client = createWalletClient({ account, chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  return client.sendTransaction({
    to: optionalHex(transaction.to),
    data: optionalHex(transaction.data ?? transaction.input),
    value: optionalBigInt(transaction.value),
    gas: optionalBigInt(transaction.gas),
    nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
    ...fees(transaction),
  } as Parameters<typeof client.sendTransaction>[0])
}

function fees(transaction: Record<string, unknown>) {
  if (transaction.gasPrice !== undefined) return { gasPrice: optionalBigInt(transaction.gasPrice) }
  return {
    maxFeePerGas: optionalBigInt(transaction.maxFeePerGas),
    maxPriorityFeePerGas: optionalBigInt(transaction.maxPriorityFeePerGas),
  }
}

/** The viem chain for a test wallet chain (viem needs one to sign with the right chain id). */
export function toViemChain(chain: TestWalletChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

function optionalHex(value: unknown): Hex | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !value.startsWith('0x'))
    throw WalletRpcError.invalidParams('expected hex data')
  return value as Hex
}

function optionalBigInt(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return BigInt(value)
  throw WalletRpcError.invalidParams('expected a hex quantity')
}
