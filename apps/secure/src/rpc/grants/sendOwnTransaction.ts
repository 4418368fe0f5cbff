import { type Address, type Hex, keccak256, type SignedAuthorizationList } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WalletKeys } from '../../custody/deriveWalletKeys.js'
import type { EvmRpc } from '../evm/createEvmRpc.js'
import { type FilledTransaction, fillTransaction } from '../evm/fillTransaction.js'
import { FrameRpcError } from '../FrameRpcError.js'

/** Gas of the EOA's own grant transactions: the 7702 upgrade (~46k) or `disableDelegation` (~60k), with room. */
const OWN_GAS = 150_000n

/** The EOA's own transaction to itself (`data`), filled from the node before the review shows its fee. */
export function fillOwnTransaction(
  rpc: EvmRpc,
  { from, chainId, data }: { from: Address; chainId: number; data: Hex },
): Promise<FilledTransaction> {
  return fillTransaction(rpc, { to: from, value: 0n, data, gas: OWN_GAS }, { from, chainId })
}

/**
 * Signs `filled` with the wallet's key, with an EIP-7702 authorization of `upgradeTo` when given (the account's code
 * then points at that contract; its nonce is the transaction's + 1, the sender's own authorization).
 */
export async function signOwnTransaction(
  keys: WalletKeys,
  { transaction }: FilledTransaction,
  upgradeTo?: Address,
): Promise<Hex> {
  const account = privateKeyToAccount(keys.evmPrivateKey)
  if (!upgradeTo) return account.signTransaction(transaction)
  if (transaction.type !== 'eip1559')
    throw new FrameRpcError('The network has no EIP-1559 fees, so no EIP-7702 upgrade', 'not_supported')
  const authorization = await account.signAuthorization({
    address: upgradeTo,
    chainId: transaction.chainId ?? 0,
    nonce: (transaction.nonce ?? 0) + 1,
  })
  const authorizationList: SignedAuthorizationList = [authorization]
  return account.signTransaction({ ...transaction, type: 'eip7702', authorizationList })
}

/** Sends a signed transaction and waits for its receipt (a reverted one is an error): what follows needs it on chain. */
export async function sendAndWait(rpc: EvmRpc, raw: Hex, timeoutMs = 120_000): Promise<Hex> {
  const hash = (await rpc.call<Hex>('eth_sendRawTransaction', [raw])) ?? keccak256(raw)
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const receipt = await rpc.call<{ status?: string } | null>('eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new FrameRpcError(`Transaction ${hash} reverted`, 'reverted')
      return hash
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new FrameRpcError(`Transaction ${hash} was not mined in time`, 'not_mined')
}
