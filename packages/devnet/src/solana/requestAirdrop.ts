import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { deriveSolanaAccount } from './devnetSolanaAccounts.js'
import type { SolanaLedger } from './SolanaLedger.js'

/** The faucet that `requestAirdrop` pays from (funded with an effectively endless balance at start). */
export const solanaFaucet = deriveSolanaAccount('faucet')

const faucetSigners = new WeakMap<SolanaLedger, Promise<KeyPairSigner>>()

/** Sends a real, signed system transfer from the faucet, so airdrops show up like any transaction. */
export async function requestAirdrop(
  ledger: SolanaLedger,
  recipient: string,
  lamports: bigint,
): Promise<string> {
  let signer = faucetSigners.get(ledger)
  if (!signer) {
    signer = createKeyPairSignerFromBytes(Uint8Array.from(solanaFaucet.secretKey))
    faucetSigners.set(ledger, signer)
  }
  const faucet = await signer
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(faucet, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: faucet, destination: address(recipient), amount: lamports }),
        draft,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return ledger.send(new Uint8Array(Buffer.from(getBase64EncodedWireTransaction(signed), 'base64')))
}
