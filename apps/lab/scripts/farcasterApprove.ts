import { LOCAL_FARCASTER_ACCOUNTS, localFarcasterCustody } from '@portico/devnet'
import { approveFarcasterChannel } from '@portico/testing'
import { DEFAULT_LAB_CLOUD_URL } from '../src/cloud/labCloudPath.js'

/**
 * The lab's Farcaster app, by hand: approves a Sign In With Farcaster link (Copy link in ConnectingFarcaster) as a
 * test fid would, against `pnpm lab`'s cloud (or PORTICO_CLOUD_URL).
 * @example pnpm --filter @portico/lab farcaster-approve 'farcaster://connect?channelToken=…' [fid]
 */
async function main(): Promise<void> {
  const [url, fidText] = process.argv.slice(2)
  const account = fidText
    ? LOCAL_FARCASTER_ACCOUNTS.find((entry) => String(entry.fid) === fidText)
    : LOCAL_FARCASTER_ACCOUNTS[0]
  if (!url || !account) {
    const fids = LOCAL_FARCASTER_ACCOUNTS.map((entry) => `${entry.fid} (${entry.username})`).join(', ')
    console.error(
      `Usage: pnpm --filter @portico/lab farcaster-approve '<farcaster://connect?… link>' [fid: ${fids}]`,
    )
    process.exitCode = 1
    return
  }
  const cloudUrl = process.env.PORTICO_CLOUD_URL ?? DEFAULT_LAB_CLOUD_URL
  const completed = await approveFarcasterChannel({
    url,
    relayUrl: `${cloudUrl}/farcaster`,
    fid: account.fid,
    custody: localFarcasterCustody(account.fid),
  }).catch((error: unknown) => {
    if (error instanceof TypeError)
      throw new Error(`Portico Cloud does not answer at ${cloudUrl}: is pnpm lab running?`)
    throw error
  })
  console.log(`Approved as fid ${account.fid} (${String(completed.username)}): the page signs in.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
