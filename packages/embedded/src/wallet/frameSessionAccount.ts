import type { RemoteSession } from '@portico/core'
import type { FrameUser } from './createFrameSession.js'

/**
 * The frame user as core's account state keeps it (`user`, `socialProvider`, docs/behaviour.md#state): what GET_USER
 * answered, without the fields it left out.
 */
export function frameSessionAccount(user: FrameUser): NonNullable<RemoteSession['account']> {
  const known = Object.fromEntries(
    Object.entries({
      email: user.email,
      userName: user.userName,
      accounts: user.accounts,
      preferredAccountType: user.preferredAccountType,
      smartAccountDeployed: user.smartAccountDeployed,
    }).filter(([, value]) => value !== undefined),
  )
  return {
    user: { ...known, address: user.address, chainId: user.chainId ?? '' },
    ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
  }
}
