import type { Network } from '@portico/core'
import { address, createNoopSigner } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { signAndSendMessage } from './signAndSendMessage.js'

export interface SendSplTransferParameters {
  wallet: Wallet
  account: WalletAccount
  network: Network
  /** The token's mint. */
  mint: string
  to: string
  /** Base units. */
  amount: bigint
  decimals: number
}

/**
 * Sends `amount` base units of an SPL token (classic Token program) from the wallet's associated
 * token account to the receiver's, creating the receiver's (idempotently, paid by the sender) in
 * the same transaction; `transferChecked`, so the mint's decimals are checked on chain. Resolves
 * with the base58 signature once confirmed.
 */
export function sendSplTransfer({
  wallet,
  account,
  network,
  mint,
  to,
  amount,
  decimals,
}: SendSplTransferParameters) {
  const owner = createNoopSigner(address(account.address))
  const mintAddress = address(mint)
  const receiver = address(to)
  return signAndSendMessage({
    wallet,
    account,
    network,
    instructions: async () => {
      const tokenProgram = TOKEN_PROGRAM_ADDRESS
      const [[source], [destination]] = await Promise.all([
        findAssociatedTokenPda({ owner: owner.address, mint: mintAddress, tokenProgram }),
        findAssociatedTokenPda({ owner: receiver, mint: mintAddress, tokenProgram }),
      ])
      return [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: owner,
          ata: destination,
          owner: receiver,
          mint: mintAddress,
        }),
        getTransferCheckedInstruction({
          source,
          mint: mintAddress,
          destination,
          authority: owner,
          amount,
          decimals,
        }),
      ]
    },
  })
}
