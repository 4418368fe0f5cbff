import { address, createKeyPairSignerFromBytes } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { sendSolanaInstructions } from '../solana/sendSolanaInstructions.js'

export type SolanaTreasury = {
  readonly rpcUrl: string
  /** 64 bytes (seed + public key) of the funded account the provider pays from. */
  readonly secretKey: readonly number[]
}

/** A sender that pays SOL from the treasury, one transfer at a time, and waits until it is confirmed. */
export function solanaDelivery(treasury: SolanaTreasury): (to: string, amount: bigint) => Promise<string> {
  const signer = createKeyPairSignerFromBytes(Uint8Array.from(treasury.secretKey))
  let queue: Promise<unknown> = Promise.resolve()
  const transfer = async (to: string, amount: bigint) => {
    const source = await signer
    return sendSolanaInstructions(treasury.rpcUrl, source, [
      getTransferSolInstruction({ source, destination: address(to), amount }),
    ])
  }
  return (to, amount) => {
    const send = queue.then(() => transfer(to, amount))
    queue = send.catch(() => undefined)
    return send
  }
}
