import { type Address, address, lamports, none, some } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEVNET_SOLANA_ACCOUNT_BALANCE_SOL, devnetSolanaAccounts } from './devnetSolanaAccounts.js'
import { devnetSolanaToken } from './devnetSolanaToken.js'
import { encodeTokenMetadata } from './encodeTokenMetadata.js'
import { findTokenMetadataAddress } from './findTokenMetadataAddress.js'
import { METAPLEX_TOKEN_METADATA_PROGRAM } from './METAPLEX_TOKEN_METADATA_PROGRAM.js'
import { solanaFaucet } from './requestAirdrop.js'
import type { SolanaLedger } from './SolanaLedger.js'

const LAMPORTS_PER_SOL = 1_000_000_000n

/**
 * Funds the dev accounts and the faucet, creates the USDC mint with its Metaplex metadata account
 * (name and symbol) and one funded token account per dev account.
 */
export async function seedSolanaLedger(ledger: SolanaLedger): Promise<{ owner: string; address: string }[]> {
  ledger.fund(address(solanaFaucet.address), 1_000_000_000n * LAMPORTS_PER_SOL)
  for (const account of devnetSolanaAccounts) {
    ledger.fund(address(account.address), BigInt(DEVNET_SOLANA_ACCOUNT_BALANCE_SOL) * LAMPORTS_PER_SOL)
  }
  const { mint, decimals, balancePerAccount } = devnetSolanaToken
  const owner = address(devnetSolanaAccounts[0]?.address ?? '')
  const mintData = getMintEncoder().encode({
    mintAuthority: some(owner),
    supply: balancePerAccount * BigInt(devnetSolanaAccounts.length),
    decimals,
    isInitialized: true,
    freezeAuthority: none(),
  })
  setTokenProgramAccount(ledger, address(mint), new Uint8Array(mintData))
  // Only the account is written: reading it needs no program, and LiteSVM ships without Metaplex's.
  setAccount(
    ledger,
    await findTokenMetadataAddress(mint),
    encodeTokenMetadata({
      updateAuthority: owner,
      mint,
      name: devnetSolanaToken.name,
      symbol: devnetSolanaToken.symbol,
      uri: '',
    }),
    address(METAPLEX_TOKEN_METADATA_PROGRAM),
  )

  return Promise.all(
    devnetSolanaAccounts.map(async (account) => {
      const [tokenAccount] = await findAssociatedTokenPda({
        owner: address(account.address),
        mint: address(mint),
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const data = getTokenEncoder().encode({
        mint: address(mint),
        owner: address(account.address),
        amount: balancePerAccount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      })
      setTokenProgramAccount(ledger, tokenAccount, new Uint8Array(data))
      return { owner: account.address, address: tokenAccount }
    }),
  )
}

function setTokenProgramAccount(ledger: SolanaLedger, addr: Address, data: Uint8Array): void {
  setAccount(ledger, addr, data, TOKEN_PROGRAM_ADDRESS)
}

function setAccount(ledger: SolanaLedger, addr: Address, data: Uint8Array, programAddress: Address): void {
  ledger.svm.setAccount({
    address: addr,
    data,
    executable: false,
    lamports: lamports(ledger.svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress,
    space: BigInt(data.length),
  })
}
