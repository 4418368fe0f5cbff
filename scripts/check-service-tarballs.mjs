// `pnpm check:services`: the two services as a team gets them. In empty folders outside the
// repository, deploy/install-from-packs.sh (the images' install step) installs @portico/cloud and
// @portico/secure with npm from .packs/ (`pnpm pack:packages`); then the installed `portico-cloud`
// starts on PGlite with the image's settings (production, a fresh data folder) and must answer
// /healthz with no project (a production cloud seeds none); a project is created through its admin API
// with the token `portico-cloud admin-token` prints, and the installed `portico-secure` must serve that
// project's frame page with exactly its allowed origin in frame-ancestors (and none for the lab's id). Started with
// a team's smart-account settings, the cloud must name each chain's Delegation Framework in /v1/smart-accounts:
// MetaMask's own deployment on Base, the team's DELEGATION_CONTRACTS on OP Mainnet.
// Prints the install and cold-start times. Exits 1 with the first failure. The installs stay (outside the
// repository, scripts/services/installedServices.mjs) for the examples' browser tests, which log in through them.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CLOUD_LISTENING,
  cloudAdminToken,
  installService,
  SECURE_LISTENING,
  startService,
  stopService,
} from './services/installedServices.mjs'
import { cloudAdmin } from './services/localCloud.mjs'
import { teamSmartAccountSettings } from './services/teamSmartAccountSettings.mjs'

const scratch = mkdtempSync(join(tmpdir(), 'portico-services-check-'))
const children = []
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)
/** The one origin the check's project allows. */
const DAPP_ORIGIN = 'https://dapp.example.test'
/** The sources of a Content-Security-Policy's frame-ancestors, as written. */
const frameAncestors = (csp) => /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim()

const { ownFramework: OWN_FRAMEWORK, metaMaskDelegationManager: METAMASK_DELEGATION_MANAGER } =
  teamSmartAccountSettings
const SMART_ACCOUNT_SETTINGS = {
  BUNDLER_UPSTREAMS: JSON.stringify(teamSmartAccountSettings.bundlers),
  DELEGATION_CONTRACTS: JSON.stringify({ 'eip155:10': OWN_FRAMEWORK }),
}

function fail(message) {
  throw new Error(`check:services: ${message}`)
}

/** Installs `service` afresh into an empty folder (left there for the examples' browser tests to reuse). */
function install(service) {
  const installed = installService(service)
  console.log(`› ${service}: installed with npm in ${installed.seconds.toFixed(1)} s`)
  return installed
}

/** Starts an installed command in the scratch folder; resolves with it and the URL it listens on. */
async function start(bin, env, match) {
  const started = await startService(bin, { cwd: scratch, env, match })
  children.push(started.child)
  return started
}

try {
  const { dir: cloudDir, bin: cloudBin } = install('cloud')
  for (const devOnly of ['@portico/devnet', '@portico/testing', 'vitest'])
    if (existsSync(join(cloudDir, 'node_modules', devOnly))) fail(`installing the cloud brought ${devOnly}`)
  const help = execFileSync(cloudBin, ['--help'], { encoding: 'utf8' })
  for (const setting of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'DATA_DIR'])
    if (!help.includes(setting)) fail(`portico-cloud --help does not name ${setting}`)

  // The image's settings (deploy/cloud/Dockerfile), on a free loopback port, with smart accounts on two chains.
  const env = { NODE_ENV: 'production', DATA_DIR: join(scratch, 'cloud-data'), ...SMART_ACCOUNT_SETTINGS }
  const coldStart = performance.now()
  const { child: cloud, value: cloudUrl } = await start(
    cloudBin,
    { ...env, HOST: '127.0.0.1', PORT: '0' },
    CLOUD_LISTENING,
  )
  const health = await fetch(`${cloudUrl}/healthz`)
  const body = await health.json()
  if (health.status !== 200 || body.storage !== 'pglite')
    fail(`/healthz answered ${health.status} ${JSON.stringify(body)}`)
  console.log(`› cloud: /healthz 200 on PGlite ${seconds(coldStart)} s after start (${cloudUrl})`)

  // A production cloud starts with no project; the operator creates them (here through the admin API).
  const adminToken = await cloudAdminToken(cloudBin, { cwd: scratch, env })
  const admin = cloudAdmin(cloudUrl, adminToken)
  const seeded = await (await admin('/projects')).json()
  if (seeded.projects?.length !== 0)
    fail(`a production cloud started with projects: ${JSON.stringify(seeded)}`)
  const created = await admin('/projects', {
    method: 'POST',
    body: JSON.stringify({ id: 'check-services', name: 'check:services', allowedOrigins: [DAPP_ORIGIN] }),
  })
  if (created.status !== 201) fail(`creating a project answered ${created.status} ${await created.text()}`)
  const wallets = await fetch(`${cloudUrl}/getWallets?projectId=check-services&page=1&entries=1`, {
    headers: { origin: DAPP_ORIGIN },
  })
  if (wallets.status !== 200 || !((await wallets.json()).count > 0))
    fail(`the new project's wallet list answered ${wallets.status}: no wallet catalogue in production`)
  console.log('› cloud: no seeded project; one created through the admin API; wallet catalogue loaded')

  // ERC-7715 grants on the team's chains: each one's Delegation Framework, as the secure frame reads it.
  const listed = await fetch(`${cloudUrl}/v1/smart-accounts?projectId=check-services`)
  const networks = listed.status === 200 ? ((await listed.json()).networks ?? []) : []
  const delegationOf = (chainId) => networks.find((network) => network.chainId === chainId)?.delegation
  if (delegationOf('eip155:8453')?.delegationManager !== METAMASK_DELEGATION_MANAGER)
    fail(`/v1/smart-accounts names no MetaMask Delegation Framework on Base: ${JSON.stringify(networks)}`)
  if (JSON.stringify(delegationOf('eip155:10')) !== JSON.stringify(OWN_FRAMEWORK))
    fail(
      `/v1/smart-accounts does not name DELEGATION_CONTRACTS' framework on OP Mainnet: ${JSON.stringify(networks)}`,
    )
  console.log(
    "› cloud: /v1/smart-accounts names MetaMask's Delegation Framework on Base, the setting's on OP Mainnet",
  )

  const { bin: secureBin } = install('secure')
  const { child: secure, value: secureUrl } = await start(
    secureBin,
    { HOST: '127.0.0.1', PORT: '0', PORTICO_CLOUD_URL: cloudUrl },
    SECURE_LISTENING,
  )
  const frame = await fetch(`${secureUrl}/?projectId=check-services&chainId=eip155:1`)
  const csp = frame.headers.get('content-security-policy') ?? ''
  // A production cloud lists the project's origins only, never the development defaults (any *.vercel.app page).
  if (frame.status !== 200 || frameAncestors(csp) !== DAPP_ORIGIN)
    fail(`the frame page answered ${frame.status} with CSP "${csp}", not frame-ancestors ${DAPP_ORIGIN}`)
  const lab = await fetch(`${secureUrl}/?projectId=portico-lab&chainId=eip155:1`)
  const labCsp = lab.headers.get('content-security-policy') ?? ''
  if (frameAncestors(labCsp) !== "'none'")
    fail(`the lab's project id is known to a production cloud: CSP "${labCsp}"`)
  if (!(await frame.text()).includes(`content="${cloudUrl}"`)) fail("the frame page lacks the cloud's URL")
  const unknown = await fetch(`${secureUrl}/nope`)
  if (unknown.status !== 404) fail(`an unknown path answered ${unknown.status}`)
  console.log(`› secure: frame page with the project's frame-ancestors (${secureUrl})`)

  for (const [name, child] of [
    ['portico-secure', secure],
    ['portico-cloud', cloud],
  ]) {
    const stopping = performance.now()
    const code = await stopService(child)
    if (code !== 0) fail(`${name} exited ${code} on SIGTERM`)
    console.log(`› ${name}: stopped on SIGTERM in ${seconds(stopping)} s`)
  }
  console.log('check:services: cloud and secure site installed from their tarballs, started, answered')
} catch (error) {
  // A failed fetch says why only in its cause (a refused or closed socket): print both.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
  console.error(error instanceof Error ? `${error.message}${cause}` : error)
  process.exitCode = 1
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
}
