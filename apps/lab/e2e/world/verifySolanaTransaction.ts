import { fromBase58 } from './fromBase58.js'
import { verifySolanaMessage } from './verifySolanaMessage.js'

/**
 * Whether a wire transaction (base64, as the node's getTransaction returns it) is paid by `address` and carries,
 * in the fee payer's slot, `signature` (base58), valid over the transaction's message.
 */
export function verifySolanaTransaction(wireBase64: string, signature: string, address: string): boolean {
  const wire = Buffer.from(wireBase64, 'base64')
  // Fewer than 128 signature slots: the compact-u16 count is one byte.
  const slots = wire[0] ?? 0
  const message = wire.subarray(1 + 64 * slots)
  // A v0 message starts with its version byte; the header's three bytes and the account count (one byte) follow.
  const start = (message[0] ?? 0) & 0x80 ? 1 : 0
  const feePayer = message.subarray(start + 4, start + 36)
  return (
    feePayer.equals(fromBase58(address)) &&
    wire.subarray(1, 65).equals(fromBase58(signature)) &&
    verifySolanaMessage(message, signature, address)
  )
}
