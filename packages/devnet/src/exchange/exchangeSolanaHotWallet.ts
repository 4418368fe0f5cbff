import { address, createKeyPairSignerFromBytes, createSolanaRpc } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DevnetError } from '../errors/DevnetError.js'
import { deriveSolanaAccount, devnetSolanaAccounts } from '../solana/devnetSolanaAccounts.js'
import { devnetSolanaToken } from '../solana/devnetSolanaToken.js'
import { sendSolanaInstructions } from '../solana/sendSolanaInstructions.js'
import { EXCHANGE_HOT_WALLET_TOKEN_UNITS } from './exchangeHotWallet.js'

/**
 * The exchange's hot wallet on Solana: the devnet's Solana key `account/10`, the same index as its EVM hot wallet and
 * past the ten accounts the node funds, so no test's balance moves when the exchange pays.
 */
export const exchangeSolanaHotWallet = deriveSolanaAccount('account/10')

/** SOL (fees and SOL payments) the hot wallet holds after funding. */
export const EXCHANGE_HOT_WALLET_LAMPORTS = 1_000n * 1_000_000_000n

type Rpc = ReturnType<typeof createSolanaRpc>

const tokenAccountOf = async (owner: string) =>
  (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: address(devnetSolanaToken.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]

async function tokenUnits(rpc: Rpc, owner: string): Promise<bigint> {
  const { value } = await rpc.getAccountInfo(await tokenAccountOf(owner), { encoding: 'base64' }).send()
  if (!value) return 0n
  // A token account: mint (32), owner (32), then the amount (u64, little-endian).
  return Buffer.from(value.data[0], 'base64').readBigUInt64LE(64)
}

/**
 * Funds the hot wallet on the local Solana node with what it lacks: SOL from the node's faucet (`requestAirdrop`),
 * then the devnet's USDC minted into its token account by the mint's authority (dev account 0, which only signs: the
 * hot wallet pays the fee, so no dev account's balance moves); both read back.
 */
export async function fundExchangeSolanaHotWallet(rpcUrl: string): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl)
  const holder = address(exchangeSolanaHotWallet.address)
  const failed = (what: string) =>
    new DevnetError({
      code: 'DEVNET_EXCHANGE_FUNDING_FAILED',
      shortMessage: `The exchange sandbox could not fund its Solana hot wallet ${holder} with ${what}.`,
    })
  const lamports = async () => (await rpc.getBalance(holder, { commitment: 'confirmed' }).send()).value
  const missing = EXCHANGE_HOT_WALLET_LAMPORTS - (await lamports())
  if (missing > 0n) {
    const signature = await rpc.requestAirdrop(holder, missing as never).send()
    for (let tries = 0; (await lamports()) < EXCHANGE_HOT_WALLET_LAMPORTS && tries < 600; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    if ((await lamports()) < EXCHANGE_HOT_WALLET_LAMPORTS) throw failed(`SOL (airdrop ${signature})`)
  }
  const units = EXCHANGE_HOT_WALLET_TOKEN_UNITS * 10n ** BigInt(devnetSolanaToken.decimals)
  const lacking = units - (await tokenUnits(rpc, holder))
  if (lacking <= 0n) return
  const payer = await createKeyPairSignerFromBytes(Uint8Array.from(exchangeSolanaHotWallet.secretKey))
  const authority = await createKeyPairSignerFromBytes(
    Uint8Array.from(devnetSolanaAccounts[0]?.secretKey ?? []),
  )
  const mint = address(devnetSolanaToken.mint)
  await sendSolanaInstructions(rpcUrl, payer, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: holder, mint }),
    getMintToCheckedInstruction({
      mint,
      token: await tokenAccountOf(holder),
      mintAuthority: authority,
      amount: lacking,
      decimals: devnetSolanaToken.decimals,
    }),
  ])
  if ((await tokenUnits(rpc, holder)) < units) throw failed(devnetSolanaToken.symbol)
}
