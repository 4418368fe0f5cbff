import type { Network } from '@portico/core'
import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { signAndSendMessage } from './signAndSendMessage.js'

export interface SendSolTransferParameters {
  wallet: Wallet
  account: WalletAccount
  network: Network
  to: string
  /** Lamports. */
  value: bigint
}

/**
 * Sends `value` lamports from the wallet's account with a System Program transfer, signed by the
 * wallet; resolves with the base58 signature once the transaction is confirmed.
 */
export function sendSolTransfer({ wallet, account, network, to, value }: SendSolTransferParameters) {
  const source = createNoopSigner(address(account.address))
  return signAndSendMessage({
    wallet,
    account,
    network,
    instructions: () => [
      getTransferSolInstruction({ source, destination: address(to), amount: lamports(value) }),
    ],
  })
}
