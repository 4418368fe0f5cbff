import { createWalletClient, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainStartError } from '../errors/ChainStartError.js'
import { type DevnetEvmChain, defineDevnetEvmChain } from './defineDevnetEvmChain.js'
import { devnetEvmDeployer } from './devnetEvmContracts.js'
import { devnetEvmStartTransactions } from './market/devnetEvmStartTransactions.js'

// Anvil starts at a base fee of 1 gwei, which only falls while each block holds one of these transactions.
const MAX_FEE_PER_GAS = 10n * 10n ** 9n
const MAX_PRIORITY_FEE_PER_GAS = 10n ** 9n

/**
 * Deploys the devnet tokens, the collection and the market on a fresh chain, at the addresses `devnetEvmContracts`
 * and `devnetEvmMarket` list, and seeds the pools. All transactions go out back to back (explicit nonces and gas,
 * no estimate, no wait in between); then every receipt is checked.
 */
export async function deployEvmContracts(chain: DevnetEvmChain): Promise<void> {
  const client = createWalletClient({
    account: privateKeyToAccount(devnetEvmDeployer.privateKey),
    chain: defineDevnetEvmChain(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: 20,
  }).extend(publicActions)
  const transactions = devnetEvmStartTransactions()
  const hashes: `0x${string}`[] = []
  for (const [nonce, { to, data, value, gas }] of transactions.entries()) {
    hashes.push(
      await client.sendTransaction({
        to: to ?? null,
        data,
        value,
        gas,
        nonce,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  receipts.forEach((receipt, index) => {
    const { label, contractAddress } = transactions[index] ?? { label: `#${index}` }
    const misplaced =
      contractAddress !== undefined &&
      receipt.contractAddress?.toLowerCase() !== contractAddress.toLowerCase()
    if (receipt.status !== 'success' || misplaced) {
      throw new ChainStartError({
        chain: chain.name,
        reason: `start transaction ${index} (${label}) failed${contractAddress ? ` or did not land at ${contractAddress}` : ''}`,
        details: `status ${receipt.status}, address ${receipt.contractAddress}`,
      })
    }
  })
}
