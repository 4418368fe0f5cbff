import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

/**
 * A Polkadot `signRaw` signature (hex; sr25519, ed25519 or ecdsa) of `<Bytes>message</Bytes>`, as
 * extensions sign raw bytes, by the SS58 address's key.
 */
export async function verifyPolkadotSignature(
  message: string,
  signature: string,
  address: string,
): Promise<boolean> {
  await cryptoWaitReady()
  try {
    const wrapped = new TextEncoder().encode(`<Bytes>${message}</Bytes>`)
    return signatureVerify(wrapped, signature as `0x${string}`, address).isValid
  } catch {
    return false
  }
}
