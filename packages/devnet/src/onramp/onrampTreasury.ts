import { bytesToHex, createPublicClient, http, numberToHex, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DevnetError } from '../errors/DevnetError.js'
import {
  DEVNET_EVM_ACCOUNT_BALANCE_ETH,
  DEVNET_EVM_MNEMONIC,
  type DevnetEvmAccount,
  devnetEvmAccounts,
} from '../evm/devnetEvmAccounts.js'
import {
  DEVNET_SOLANA_ACCOUNT_BALANCE_SOL,
  type DevnetSolanaAccount,
  deriveSolanaAccount,
} from '../solana/devnetSolanaAccounts.js'

/** An on-ramp sandbox's treasury: account `index` of the devnet's keys, on EVM and on Solana. */
export type OnrampTreasury = {
  readonly index: number
  readonly evm: DevnetEvmAccount
  readonly solana: DevnetSolanaAccount
}

const LAMPORTS_PER_SOL = 1_000_000_000n

/**
 * Account `index` of the devnet's keys: the EVM mnemonic's `m/44'/60'/0'/0/index` and the Solana key labelled
 * `account/index`, the same as the dev accounts for 0 to 9, and keys no chain funds from 10 on.
 */
export function onrampTreasury(index: number): OnrampTreasury {
  const hd = mnemonicToAccount(DEVNET_EVM_MNEMONIC, { addressIndex: index })
  const privateKey = hd.getHdKey().privateKey
  if (!privateKey) throw new Error(`no private key for devnet account ${index}`)
  return {
    index,
    evm: { address: hd.address, privateKey: bytesToHex(privateKey) },
    solana: deriveSolanaAccount(`account/${index}`),
  }
}

/**
 * Funds a treasury past the ten dev accounts as a dev account is funded (10,000 ETH with `anvil_setBalance` on the
 * EVM chain, 1,000 SOL from the Solana node's faucet), then reads both balances back. The ten are funded by the
 * chains themselves and are left as they are.
 */
export async function fundOnrampTreasury(
  treasury: OnrampTreasury,
  { evmRpcUrl, solanaRpcUrl }: { evmRpcUrl?: string | undefined; solanaRpcUrl?: string | undefined },
): Promise<void> {
  if (treasury.index < devnetEvmAccounts.length) return
  const failed = (network: string) =>
    new DevnetError({
      code: 'DEVNET_ONRAMP_FUNDING_FAILED',
      shortMessage: `The on-ramp sandbox could not fund its treasury ${network === 'EVM' ? treasury.evm.address : treasury.solana.address} on ${network}.`,
    })
  if (evmRpcUrl) {
    const client = createPublicClient({ transport: http(evmRpcUrl) })
    const wei = parseEther(String(DEVNET_EVM_ACCOUNT_BALANCE_ETH))
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [treasury.evm.address, numberToHex(wei)] as never,
    })
    if ((await client.getBalance({ address: treasury.evm.address })) !== wei) throw failed('EVM')
  }
  if (solanaRpcUrl) {
    const lamports = BigInt(DEVNET_SOLANA_ACCOUNT_BALANCE_SOL) * LAMPORTS_PER_SOL
    // Only what it lacks: started again on the same devnet, a treasury already funded asks for nothing (the same
    // airdrop twice within one blockhash is refused as 'already been processed').
    const missing = lamports - (await solanaBalance(solanaRpcUrl, treasury.solana.address))
    if (missing > 0n)
      await solanaRpc(solanaRpcUrl, 'requestAirdrop', [treasury.solana.address, Number(missing)])
    if ((await solanaBalance(solanaRpcUrl, treasury.solana.address)) < lamports) throw failed('Solana')
  }
}

async function solanaBalance(url: string, address: string): Promise<bigint> {
  const balance = (await solanaRpc(url, 'getBalance', [address, { commitment: 'confirmed' }])) as
    | { value?: number }
    | undefined
  return BigInt(balance?.value ?? 0)
}

async function solanaRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message ?? 'failed'}`)
  return answer.result
}
