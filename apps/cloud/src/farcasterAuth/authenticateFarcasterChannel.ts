import type { Hex } from 'viem'
import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Storage } from '../storage/Storage.js'
import type { FarcasterAccount } from './FarcasterAuthConfig.js'
import {
  FarcasterChannelExpiredError,
  FarcasterChannelUsedError,
  UnknownFarcasterChannelError,
} from './farcasterAuthErrors.js'
import { farcasterChannelStatus } from './farcasterChannelStatus.js'
import { findFarcasterChannel } from './findFarcasterChannel.js'
import { verifyFarcasterMessage } from './verifyFarcasterMessage.js'

export type AuthenticateFarcasterChannelParameters = {
  storage: Storage
  channelToken: string
  message: string
  signature: Hex
  fid: number
  accounts: readonly FarcasterAccount[]
  now?: number
}

/**
 * The wallet app's answer to a channel: its signed Sign In With Farcaster message, verified against the channel
 * and the fid's custody address, completes the channel once (a second answer, even the same one, is a replay).
 * Returns the completed status; the username is the registry's, never the wallet app's claim.
 */
export async function authenticateFarcasterChannel({
  storage,
  channelToken,
  message,
  signature,
  fid,
  accounts,
  now = Date.now(),
}: AuthenticateFarcasterChannelParameters): Promise<Record<string, unknown>> {
  return storage.transaction(async (tx) => {
    const row = await findFarcasterChannel(tx, channelToken, true)
    if (!row) throw new UnknownFarcasterChannelError()
    if (now >= Number(row.expires_at)) throw new FarcasterChannelExpiredError()
    if (row.state !== 'pending') throw new FarcasterChannelUsedError()
    const account = await verifyFarcasterMessage({
      message,
      signature,
      fid,
      expected: { domain: row.domain, siweUri: row.siwe_uri, nonce: row.nonce },
      accounts,
      now,
    })
    await tx.query(
      `update farcaster_channels set state = 'completed', message = $2, signature = $3, fid = $4, username = $5,
         display_name = $6, custody = $7 where token_hash = $1`,
      [
        hashSecret(channelToken),
        message,
        signature,
        fid,
        account.username,
        account.displayName ?? null,
        account.custody,
      ],
    )
    return farcasterChannelStatus({
      ...row,
      state: 'completed',
      message,
      signature,
      fid,
      username: account.username,
      display_name: account.displayName ?? null,
      custody: account.custody,
    })
  })
}
