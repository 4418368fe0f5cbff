import type { SocialProvider } from '../createCloudAuth.js'
import type { FrameContext } from '../FrameContext.js'
import { activeSmartAccount } from '../smartAccount/activeSmartAccount.js'
import { openPreferredSmartAccount } from '../smartAccount/openPreferredSmartAccount.js'
import { readSmartAccountRecord } from '../smartAccount/smartAccountRecord.js'
import { readSession } from './readSession.js'

/** The e-mail, or social provider and username, kept with the session. */
function readLoginItems({ store, key }: Pick<FrameContext, 'store' | 'key'>) {
  const email = store.getItem(key('email')) ?? undefined
  const provider = store.getItem(key('socialProvider')) as SocialProvider | null
  const userName = store.getItem(key('socialUsername'))
  return { email, ...(provider && userName ? { socialProvider: provider, userName } : {}) }
}

/**
 * GET_USER's answer: the signed-in wallet's addresses on the frame's network, and how the visitor logged in. Where the
 * frame opened a smart account on that network it is among the accounts, and the address while it is the wallet's
 * account type (the visitor's choice, else the widget's default): opened here the first time.
 */
export async function readFrameUser(
  context: Pick<FrameContext, 'auth' | 'store' | 'vault' | 'key' | 'state' | 'rpcPolicy' | 'smartAccounts'>,
) {
  const token = readSession(context)
  if (!token) throw new Error('Not connected')
  const { addresses } = await context.auth.readShare(token)
  const { chainId } = context.state
  await openPreferredSmartAccount(context, addresses.eip155)
  const smart = context.smartAccounts?.[chainId as `eip155:${number}`]
    ? readSmartAccountRecord(context, chainId, addresses.eip155)
    : undefined
  const active = activeSmartAccount(context, chainId, addresses.eip155)
  return {
    ...readLoginItems(context),
    address: chainId.startsWith('solana:') ? addresses.solana : (active?.address ?? addresses.eip155),
    chainId,
    solanaAddress: addresses.solana,
    // Whether this device still holds the recovery share to export (the Account view offers it only then).
    recoveryShareHeld: (await context.vault.read(context.key(`recovery/${addresses.eip155}`))) !== undefined,
    accounts: [
      ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
      { address: addresses.eip155, type: 'eoa' as const },
    ],
    preferredAccountType: active ? ('smartAccount' as const) : ('eoa' as const),
    ...(smart ? { smartAccountDeployed: smart.deployed } : {}),
  }
}
