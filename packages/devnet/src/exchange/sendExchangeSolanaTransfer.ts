import { address, createKeyPairSignerFromBytes } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { devnetSolanaToken } from '../solana/devnetSolanaToken.js'
import { sendSolanaInstructions } from '../solana/sendSolanaInstructions.js'
import { exchangeSolanaHotWallet } from './exchangeSolanaHotWallet.js'

/**
 * A sender that pays from the Solana hot wallet (`native` SOL, or the devnet's SPL USDC into the recipient's
 * associated token account, created in the same transaction when missing), one transfer at a time, and resolves with
 * the signature once confirmed.
 */
export function exchangeSolanaTransferSender(
  rpcUrl: string,
): (asset: string, recipient: string, amount: bigint) => Promise<string> {
  const signer = createKeyPairSignerFromBytes(Uint8Array.from(exchangeSolanaHotWallet.secretKey))
  const transfer = async (asset: string, recipient: string, amount: bigint) => {
    const source = await signer
    const to = address(recipient)
    if (asset === 'native')
      return sendSolanaInstructions(rpcUrl, source, [
        getTransferSolInstruction({ source, destination: to, amount }),
      ])
    if (asset !== devnetSolanaToken.mint) throw new Error(`The exchange pays no token ${asset} on Solana.`)
    const mint = address(asset)
    const account = async (owner: typeof to) =>
      (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
    return sendSolanaInstructions(rpcUrl, source, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: source, owner: to, mint }),
      getTransferCheckedInstruction({
        source: await account(source.address),
        mint,
        destination: await account(to),
        authority: source,
        amount,
        decimals: devnetSolanaToken.decimals,
      }),
    ])
  }
  let queue: Promise<unknown> = Promise.resolve()
  return (asset, recipient, amount) => {
    const send = queue.then(() => transfer(asset, recipient, amount))
    queue = send.catch(() => undefined)
    return send
  }
}
