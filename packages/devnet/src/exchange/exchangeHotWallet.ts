import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DevnetError } from '../errors/DevnetError.js'
import { DEVNET_EVM_MNEMONIC } from '../evm/devnetEvmAccounts.js'

/**
 * The exchange's hot wallet: account 10 of the devnet mnemonic, past the ten accounts anvil funds and tests use, so
 * no test's balance moves when the exchange pays.
 */
export const exchangeHotWallet = mnemonicToAccount(DEVNET_EVM_MNEMONIC, { addressIndex: 10 })

/** ETH (gas and native payments) and the amount of each token the hot wallet holds after funding. */
export const EXCHANGE_HOT_WALLET_ETH = 1_000n * 10n ** 18n
export const EXCHANGE_HOT_WALLET_TOKEN_UNITS = 1_000_000n

/** The devnet tokens' `balanceOf` mapping sits in storage slot 3 (StandardToken: name, symbol, totalSupply first). */
const BALANCE_OF_SLOT = 3n

/**
 * Funds the hot wallet on a local anvil chain: its ETH balance set (`anvil_setBalance`) and, for each StandardToken
 * given, its balance written in the token's storage (`anvil_setStorageAt`), then read back through `balanceOf`.
 */
export async function fundExchangeHotWallet(
  rpcUrl: string,
  tokens: readonly { readonly address: Address; readonly decimals: number }[],
): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const holder = exchangeHotWallet.address
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [holder, numberToHex(EXCHANGE_HOT_WALLET_ETH)] as never,
  })
  for (const token of tokens) {
    const amount = EXCHANGE_HOT_WALLET_TOKEN_UNITS * 10n ** BigInt(token.decimals)
    const slot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCE_OF_SLOT]),
    )
    await client.request({
      method: 'anvil_setStorageAt' as never,
      params: [token.address, slot, pad(numberToHex(amount), { size: 32 })] as never,
    })
    const held = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
    if (held !== amount)
      throw new DevnetError({
        code: 'DEVNET_EXCHANGE_FUNDING_FAILED',
        shortMessage: `The exchange sandbox could not fund its hot wallet with the token at ${token.address}.`,
      })
  }
}
