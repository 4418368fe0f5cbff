import { base64urlnopad } from '@scure/base'
import { split } from 'shamir-secret-sharing'
import type { WalletShares } from './WalletShares.js'

/** Splits a 32-byte seed into three shares, two of which rebuild it (shamir-secret-sharing, audited). */
export async function splitSeed(seed: Uint8Array): Promise<WalletShares> {
  if (seed.length !== 32) throw new Error('A wallet seed is 32 bytes')
  const [device, auth, recovery] = await split(seed, 3, 2)
  if (!device || !auth || !recovery) throw new Error('Shamir split gave fewer than three shares')
  return {
    device: base64urlnopad.encode(device),
    auth: base64urlnopad.encode(auth),
    recovery: base64urlnopad.encode(recovery),
  }
}
