import type { FarcasterChannelRow } from './findFarcasterChannel.js'

/** A channel's status as the relay reports it (auth-kit's `status` shape): pending, or completed with the signed message. */
export function farcasterChannelStatus(row: FarcasterChannelRow): Record<string, unknown> {
  const signatureParams = {
    siweUri: row.siwe_uri,
    domain: row.domain,
    nonce: row.nonce,
    notBefore: new Date(Number(row.created_at)).toISOString(),
    expirationTime: new Date(Number(row.expires_at)).toISOString(),
  }
  if (row.state !== 'completed') return { state: 'pending', nonce: row.nonce, signatureParams }
  return {
    state: 'completed',
    nonce: row.nonce,
    message: row.message,
    signature: row.signature,
    authMethod: 'custody',
    fid: Number(row.fid),
    username: row.username,
    displayName: row.display_name ?? undefined,
    custody: row.custody,
    signatureParams,
  }
}
