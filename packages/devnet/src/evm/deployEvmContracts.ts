import { type Address, createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ChainStartError } from '../errors/ChainStartError.js'
import { type DevnetEvmChain, defineDevnetEvmChain } from './defineDevnetEvmChain.js'
import { DELEGATION_FIRST_NONCE } from './delegation/devnetDelegationContracts.js'
import { devnetEvmDeployer } from './devnetEvmContracts.js'
import { devnetEvmStartTransactions } from './market/devnetEvmStartTransactions.js'
import { SMART_ACCOUNT_FIRST_NONCE } from './smartAccounts/devnetSmartAccountContracts.js'
import { installSafeSingletonFactory } from './smartAccounts/installSafeSingletonFactory.js'
import { waitForStartReceipt } from './waitForStartReceipt.js'

// Anvil starts at a base fee of 1 gwei, which only falls while each block holds one of these transactions.
const MAX_FEE_PER_GAS = 10n * 10n ** 9n
const MAX_PRIORITY_FEE_PER_GAS = 10n ** 9n

/**
 * Deploys the devnet tokens, the collection and the market on a fresh chain, at the addresses `devnetEvmContracts`
 * and `devnetEvmMarket` list, seeds the pools and deploys the ERC-4337 contracts (devnetSmartAccountContracts, the
 * paymaster signed for by `paymasterSigner`) and Safe with its 4337 module (devnetSafeContracts, after installing the
 * Safe singleton factory) and the Delegation Framework (devnetDelegationContracts). Every transaction is signed here (explicit nonces and gas limits, no
 * estimate) and they go to the node in three JSON-RPC batches (anvil's pool dropped the tail of one batch of all 21),
 * each waited for with a block mined by hand if automine leaves it in the pool and sent again if the pool dropped one;
 * then every receipt is checked.
 */
export async function deployEvmContracts(
  chain: DevnetEvmChain,
  { paymasterSigner }: { paymasterSigner: Address },
): Promise<void> {
  const account = privateKeyToAccount(devnetEvmDeployer.privateKey)
  const client = createPublicClient({
    chain: defineDevnetEvmChain(chain),
    transport: http(chain.rpcUrl, { batch: true }),
    pollingInterval: 20,
  })
  await installSafeSingletonFactory(chain)
  const transactions = devnetEvmStartTransactions({ paymasterSigner })
  const signed = await Promise.all(
    transactions.map(({ to, data, value, gas }, nonce) =>
      account.signTransaction({
        type: 'eip1559',
        chainId: chain.chainId,
        nonce,
        to: to ?? null,
        data,
        value,
        gas,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
      }),
    ),
  )
  const hashes: Hex[] = []
  for (const batch of [
    signed.slice(0, SMART_ACCOUNT_FIRST_NONCE),
    signed.slice(SMART_ACCOUNT_FIRST_NONCE, DELEGATION_FIRST_NONCE),
    signed.slice(DELEGATION_FIRST_NONCE),
  ]) {
    hashes.push(...(await sendBatch(chain, batch, hashes.length)))
    await waitForStartReceipt(client, hashes[hashes.length - 1] as Hex, chain.name, () =>
      resendEach(chain, batch),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  const codes = await Promise.all(
    transactions.map(({ codeAt }) => (codeAt ? client.getCode({ address: codeAt }) : undefined)),
  )
  receipts.forEach((receipt, index) => {
    const { label, contractAddress, codeAt } = transactions[index] ?? { label: `#${index}` }
    const misplaced =
      (contractAddress !== undefined &&
        receipt.contractAddress?.toLowerCase() !== contractAddress.toLowerCase()) ||
      (codeAt !== undefined && (codes[index] ?? '0x') === '0x')
    if (receipt.status !== 'success' || misplaced) {
      throw new ChainStartError({
        chain: chain.name,
        reason: `start transaction ${index} (${label}) failed${contractAddress || codeAt ? ` or did not land at ${contractAddress ?? codeAt}` : ''}`,
        details: `status ${receipt.status}, address ${receipt.contractAddress}`,
      })
    }
  })
}

/**
 * Sends each signed transaction of a batch again, one request each in nonce order, for one the pool dropped. Those it
 * holds or has mined are refused ('already known', 'nonce too low'): refusals are expected and ignored.
 */
async function resendEach(chain: DevnetEvmChain, signed: Hex[]): Promise<void> {
  for (const raw of signed) {
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
    })
      .then((response) => response.text())
      .catch(() => undefined)
  }
}

/** `eth_sendRawTransaction` of each signed transaction, in one JSON-RPC batch; their hashes in order. */
async function sendBatch(chain: DevnetEvmChain, signed: Hex[], firstNonce: number): Promise<Hex[]> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      signed.map((raw, id) => ({ jsonrpc: '2.0', id, method: 'eth_sendRawTransaction', params: [raw] })),
    ),
  })
  const answers = (await response.json()) as { id: number; result?: Hex; error?: { message: string } }[]
  return signed.map((_, id) => {
    const answer = Array.isArray(answers) ? answers.find((each) => each.id === id) : undefined
    if (!answer?.result) {
      throw new ChainStartError({
        chain: chain.name,
        reason: `start transaction ${firstNonce + id} was refused`,
        details: answer?.error?.message ?? `answer ${JSON.stringify(answers).slice(0, 200)}`,
      })
    }
    return answer.result
  })
}
