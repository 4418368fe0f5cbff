// What scripts/check-image.sh asks of a running cloud and secure site, in containers or not:
//   node scripts/image/checkRunningServices.mjs CLOUD_URL SECURE_URL ADMIN_TOKEN pglite|postgres
// Waits (up to 3 minutes, polling) until the cloud's /healthz answers 200 with the expected storage and the
// secure site answers; creates a project through the admin API; its wallet list must have the catalogue, and
// the secure site's frame page for it must carry exactly its allowed origin in frame-ancestors. Exits 1 with
// the first failure.
import { cloudAdmin } from '../services/localCloud.mjs'

const [cloudUrl, secureUrl, adminToken, storage] = process.argv.slice(2)
const DAPP_ORIGIN = 'https://dapp.example.test'
const WAIT_MS = 180_000
const POLL_MS = 500

function fail(message) {
  throw new Error(`check-image: ${message}`)
}

/** Polls `url` until `accept(response)` holds; the last answer or error is in the failure message. */
async function waitFor(url, accept) {
  const until = Date.now() + WAIT_MS
  let last = 'no answer'
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (await accept(response)) return
      last = `${response.status}`
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error)
    }
    await new Promise((done) => setTimeout(done, POLL_MS))
  }
  fail(`${url} did not answer as expected in ${WAIT_MS / 1000} s (last: ${last})`)
}

async function main() {
  if (!cloudUrl || !secureUrl || !adminToken || !['pglite', 'postgres'].includes(storage ?? ''))
    fail('usage: checkRunningServices.mjs CLOUD_URL SECURE_URL ADMIN_TOKEN pglite|postgres')
  await waitFor(`${cloudUrl}/healthz`, async (r) => r.status === 200 && (await r.json()).storage === storage)
  console.log(`› cloud: /healthz 200 on ${storage} (${cloudUrl})`)

  const projectId = `check-image-${Date.now()}`
  const created = await cloudAdmin(cloudUrl, adminToken)('/projects', {
    method: 'POST',
    body: JSON.stringify({ id: projectId, name: 'check-image', allowedOrigins: [DAPP_ORIGIN] }),
  })
  if (created.status !== 201) fail(`creating a project answered ${created.status} ${await created.text()}`)
  const wallets = await fetch(`${cloudUrl}/getWallets?projectId=${projectId}&page=1&entries=1`, {
    headers: { origin: DAPP_ORIGIN },
  })
  const count = wallets.status === 200 ? (await wallets.json()).count : undefined
  if (!(count > 0)) fail(`the new project's /getWallets answered ${wallets.status} (count ${count})`)
  console.log(`› cloud: project created through the admin API; /getWallets lists ${count} wallets`)

  await waitFor(`${secureUrl}/nope`, (r) => r.status === 404)
  const frame = await fetch(`${secureUrl}/?projectId=${projectId}&chainId=eip155:1`)
  const csp = frame.headers.get('content-security-policy') ?? ''
  const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim()
  if (frame.status !== 200 || ancestors !== DAPP_ORIGIN)
    fail(`the frame page answered ${frame.status} with CSP "${csp}", not frame-ancestors ${DAPP_ORIGIN}`)
  if (frame.headers.get('x-content-type-options') !== 'nosniff') fail('the frame page lacks nosniff')
  console.log(`› secure: frame page with the project's frame-ancestors (${secureUrl})`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
