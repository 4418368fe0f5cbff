import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMailInbox } from '@portico/devnet'
import {
  CLOUD_LISTENING,
  cloudAdminToken,
  installService,
  SECURE_LISTENING,
  startService,
  stopService,
} from '../../scripts/services/installedServices.mjs'
import { cloudAdmin, freePort } from '../../scripts/services/localCloud.mjs'
import { examplePorts } from './examplePorts.js'
import type { ExampleServices } from './exampleServices.js'

/** The project the Vite example uses (its `projectId`), created in the cloud as an operator does. */
const VITE_PROJECT = 'example-vite-react18'

/**
 * Portico Cloud and the secure site installed from the packed tarballs (the installs `pnpm check:services` left, when
 * the tarballs are the same; else installed here), started as a team runs them: the cloud in production on PGlite
 * with a fresh data folder, mailing login codes to a local SMTP inbox, the secure site as its only secure origin;
 * both reached on `localhost`, another site than the apps' 127.0.0.1; the cloud's upstream is the run's EVM chain. The Vite example's project is created through
 * the admin API with the app's origin and e-mail login. Returns the URLs and what stops it all.
 */
export async function startExampleServices(
  /** The local chain the cloud serves as its upstream (the widget reads balances through the cloud). */
  evm: { chainId: number; rpcUrl: string },
): Promise<{ services: Omit<ExampleServices, 'solana'>; stop(): Promise<void> }> {
  const cloudInstall = installService('cloud', { reuse: true })
  const secureInstall = installService('secure', { reuse: true })
  const scratch = await mkdtemp(join(tmpdir(), 'portico-example-services-'))
  const inbox = await startMailInbox()
  const children: Awaited<ReturnType<typeof startService>>['child'][] = []
  const stop = async () => {
    for (const child of children.reverse()) await stopService(child)
    await inbox.stop()
    await rm(scratch, { recursive: true, force: true })
  }
  try {
    const securePort = await freePort()
    const secureUrl = `http://localhost:${securePort}`
    const env = { NODE_ENV: 'production', DATA_DIR: join(scratch, 'cloud-data') }
    const cloud = await startService(cloudInstall.bin, {
      cwd: scratch,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: '0',
        SMTP_URL: inbox.smtpUrl,
        SECURE_SITE_ORIGINS: secureUrl,
        RPC_UPSTREAMS: JSON.stringify({ [`eip155:${evm.chainId}`]: evm.rpcUrl }),
      },
      match: CLOUD_LISTENING,
    })
    children.push(cloud.child)
    const cloudUrl = cloud.value.replace('//127.0.0.1:', '//localhost:')
    const adminToken = await cloudAdminToken(cloudInstall.bin, { cwd: scratch, env })
    const created = await cloudAdmin(cloud.value, adminToken)('/projects', {
      method: 'POST',
      body: JSON.stringify({
        id: VITE_PROJECT,
        name: 'Portico example (Vite)',
        allowedOrigins: [`http://127.0.0.1:${examplePorts.vite}`],
        features: { email: true },
      }),
    })
    if (created.status !== 201)
      throw new Error(`creating ${VITE_PROJECT}: ${created.status} ${await created.text()}`)
    const secure = await startService(secureInstall.bin, {
      cwd: scratch,
      // The browser reaches the cloud on localhost; this server asks it for each project's origins directly.
      env: {
        HOST: '127.0.0.1',
        PORT: String(securePort),
        PORTICO_CLOUD_URL: cloudUrl,
        PORTICO_CLOUD_INTERNAL_URL: cloud.value,
      },
      match: SECURE_LISTENING,
    })
    children.push(secure.child)
    return { services: { cloudUrl, secureUrl, inboxUrl: inbox.httpUrl }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
