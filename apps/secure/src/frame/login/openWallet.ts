import { deriveWalletKeys } from '../../custody/deriveWalletKeys.js'
import { splitSeed } from '../../custody/splitSeed.js'
import type { FrameContext } from '../FrameContext.js'
import { readDeviceShare } from './readDeviceShare.js'

/**
 * Opens the wallet of a verified login on this device, making it at the first login (seed split into device, auth
 * and recovery shares; device share sealed in this origin's vault, auth share to the cloud); false when it exists
 * and this device holds no share of it.
 */
export async function openWallet(
  context: Pick<FrameContext, 'auth' | 'vault' | 'key'>,
  token: string,
): Promise<boolean> {
  const { auth, vault, key } = context
  const existing = await auth.findShare(token)
  if (existing) return (await readDeviceShare(context, existing.addresses.eip155)) !== undefined
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const keys = deriveWalletKeys(seed)
  const shares = await splitSeed(seed)
  seed.fill(0)
  keys.solanaSecret.fill(0)
  const addresses = { eip155: keys.evmAddress, solana: keys.solanaAddress }
  await vault.write(key(`device/${addresses.eip155}`), shares.device)
  await auth.saveShare(token, shares.auth, addresses)
  // Kept sealed on this device only until the visitor exports it (EXPORT_RECOVERY_SHARE).
  await vault.write(key(`recovery/${addresses.eip155}`), shares.recovery)
  return true
}
