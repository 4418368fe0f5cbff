import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/**
 * The EIP-55 (checksummed) address of a secp256k1 private key: the last 20 bytes of the keccak-256 of the public
 * key. The same as viem's `privateKeyToAccount(key).address`, without loading viem's signing code into the page.
 */
export function evmAddressOf(privateKey: Uint8Array): `0x${string}` {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  const lower = bytesToHex(keccak_256(publicKey.subarray(1)).subarray(-20))
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)))
  let address = '0x'
  for (let index = 0; index < lower.length; index++) {
    const char = lower[index] ?? ''
    address += Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char
  }
  return address as `0x${string}`
}
