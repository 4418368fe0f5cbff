import { type FrameUser, formatDiscordUsername, shortenEmail } from '@portico/core'
import type { Snapshot } from 'valtio/vanilla'

/**
 * Who an embedded-wallet login is, for display (docs/behaviour.md#validation): a social login's username (a Discord one
 * ending in 0 without that last character), else the e-mail, shortened past 30 characters; undefined for a wallet.
 * @example loginName({ userName: 'ada0', … }, 'discord') // 'ada'
 */
export function loginName(
  user: Snapshot<FrameUser> | undefined,
  socialProvider: string | undefined,
): string | undefined {
  if (user?.userName && socialProvider)
    return socialProvider === 'discord' ? formatDiscordUsername(user.userName) : user.userName
  return user?.email ? shortenEmail(user.email) : undefined
}
