import type { SocialProvider } from '../createCloudAuth.js'
import type { FrameContext } from '../FrameContext.js'
import { readSession } from './readSession.js'

/** The e-mail, or social provider and username, kept with the session. */
function readLoginItems({ store, key }: Pick<FrameContext, 'store' | 'key'>) {
  const email = store.getItem(key('email')) ?? undefined
  const provider = store.getItem(key('socialProvider')) as SocialProvider | null
  const userName = store.getItem(key('socialUsername'))
  return { email, ...(provider && userName ? { socialProvider: provider, userName } : {}) }
}

/** GET_USER's answer: the signed-in wallet's addresses on the frame's network, and how the visitor logged in. */
export async function readFrameUser(
  context: Pick<FrameContext, 'auth' | 'store' | 'vault' | 'key' | 'state'>,
) {
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const { addresses } = await context.auth.readShare(token)
  const { chainId } = context.state
  return {
    ...readLoginItems(context),
    address: chainId.startsWith('solana:') ? addresses.solana : addresses.eip155,
    chainId,
    solanaAddress: addresses.solana,
    // Whether this device still holds the recovery share to export (the Account view offers it only then).
    recoveryShareHeld: (await context.vault.read(context.key(`recovery/${addresses.eip155}`))) !== undefined,
    accounts: [{ address: addresses.eip155, type: 'eoa' as const }],
    preferredAccountType: 'eoa' as const,
  }
}
