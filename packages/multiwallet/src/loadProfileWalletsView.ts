import { loadMultiWalletModule } from './multiWalletModule.js'
import { ProfileWalletsView } from './ProfileWalletsView.js'

/**
 * ProfileWallets' lazy chunk as the view registry loads it: the view, once core's multi-wallet code it
 * reads synchronously has loaded too (so its first render lists the connections).
 */
export async function loadProfileWalletsView(): Promise<{ default: typeof ProfileWalletsView }> {
  await loadMultiWalletModule()
  return { default: ProfileWalletsView }
}
