import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  LOCAL_EXCHANGE_SANDBOX,
  LOCAL_ONRAMP_SANDBOXES,
  startDevnet,
  startLocalExchangeSandbox,
  startLocalOnrampSandboxes,
  startMailInbox,
  startOidcProvider,
  writeDevnetFile,
} from '@portico/devnet'
import { watchUnhandledErrors } from '@portico/testing/playwright'
import { freePort } from '../../../../scripts/services/localCloud.mjs'
import { seedPgliteDataDir } from '../../../cloud/src/testing/seedPgliteDataDir.js'
import { e2eCloudAdminFile } from './e2eCloudAdminFile.js'
import { e2eCloudFile } from './e2eCloudFile.js'
import { e2eDevnetFile } from './e2ePaths.js'
import { startE2eCloud } from './startE2eCloud.js'
import { startE2eSecureSite } from './startE2eSecureSite.js'

/**
 * Starts the two local EVM chains, the Solana chain, Bitcoin regtest, the Cosmos chain and the
 * Polkadot chain (chopsticks) on free ports and writes their endpoints where the lab's server reads them (the page fetches them at start,
 * so the order of vite and devnet does not matter). The returned function stops the chains after the run.
 * An unhandled rejection or uncaught exception in this process (the world runs here, but the cloud) or a cloud that
 * ended by itself fails the run, after the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const unhandled = watchUnhandledErrors()
  const devnet = await startDevnet({
    chains: ['eip155', 'solana', 'bip122', 'cosmos', 'polkadot'],
    ports: 'ephemeral',
    // The ERC-4337 world (EntryPoint, factory, paymaster, an Alto bundler per chain) for the smart-account specs.
    bundlers: true,
  })
  await writeDevnetFile(e2eDevnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
    solana: devnet.solana,
    bip122: devnet.bip122,
    cosmos: devnet.cosmos,
    polkadot: devnet.polkadot,
  })
  // Portico Cloud on a free port with a throw-away PGlite folder; the page reads its URL from this file. It mails
  // login codes to a local inbox and takes e-mail logins from the secure site, built against it meanwhile.
  const cloudDataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-cloud-'))
  // Its migrated database copied from PGlite's template (made once per machine and set of migrations, as the unit
  // tests' clouds get theirs), so that the world's start does not wait for PGlite's initdb and the migrations.
  seedPgliteDataDir(cloudDataDir)
  const inbox = await startMailInbox()
  const [cloudPort, securePort] = [await freePort(), await freePort()]
  // The secure site is cross-site to the lab (localhost, the lab 127.0.0.1), as a real dapp embeds it.
  const secureOrigin = `http://localhost:${securePort}`
  // The six social providers: the local OpenID provider, sending visitors back to the secure site's callback page.
  const socialCallback = `${secureOrigin}/social-callback.html`
  const social = { clientId: 'portico-e2e', clientSecret: 'portico-e2e-secret' }
  const oidc = await startOidcProvider({ clients: [{ ...social, redirectUris: [socialCallback] }] })
  // The two on-ramp provider sandboxes on free ports, delivering on the devnet and sending their webhooks to this cloud.
  // The pending test card's purchase stays pending until the test settles it (onramp.spec.ts), not for the lab's 5 s,
  // which a busy machine can spend before the widget's first look.
  const onramp = await startLocalOnrampSandboxes({
    evm: devnet.eip155,
    solana: devnet.solana,
    cloudUrl: `http://127.0.0.1:${cloudPort}`,
    ports: 'ephemeral',
    pendingMs: 10 * 60_000,
  })
  // The exchange sandbox on a free port, paying from its hot wallets on the devnet's first EVM chain and Solana node.
  const exchange = await startLocalExchangeSandbox({
    evm: devnet.eip155,
    solana: devnet.solana,
    ports: 'ephemeral',
  })
  const [cloudStart, secureStart] = await Promise.allSettled([
    startE2eCloud({
      dataDir: cloudDataDir,
      port: cloudPort,
      env: {
        SMTP_URL: inbox.smtpUrl,
        SECURE_SITE_ORIGINS: secureOrigin,
        SOCIAL_REDIRECT_URI: socialCallback,
        SOCIAL_OIDC_URL: oidc.url,
        SOCIAL_OIDC_CLIENT_ID: social.clientId,
        SOCIAL_OIDC_CLIENT_SECRET: social.clientSecret,
        // A login mail to a mailbox 2 s after the last instead of 30 s: a test that logs an e-mail in on another
        // device first (email-device, email-restore) need not wait out the product's cooldown. The widget's own 30 s
        // in one browser still holds, and the e-mail change's 30 s (email-update) is another limit, unchanged.
        LOGIN_MAIL_COOLDOWN_SECONDS: '2',
        ...onrampSandboxEnv(onramp.urls),
        PAY_EXCHANGE_BINANCE_URL: exchange.url,
        PAY_EXCHANGE_BINANCE_API_KEY: LOCAL_EXCHANGE_SANDBOX.apiKey,
        PAY_EXCHANGE_BINANCE_URL_SECRET: LOCAL_EXCHANGE_SANDBOX.urlSigningSecret,
      },
    }),
    startE2eSecureSite({ port: securePort, cloudUrl: `http://127.0.0.1:${cloudPort}` }),
  ])
  if (cloudStart.status === 'rejected' || secureStart.status === 'rejected') {
    if (cloudStart.status === 'fulfilled') await cloudStart.value.stop()
    if (secureStart.status === 'fulfilled') await secureStart.value.stop()
    await inbox.stop()
    await oidc.stop()
    await onramp.stop()
    await exchange.stop()
    await devnet.stop()
    throw cloudStart.status === 'rejected' ? cloudStart.reason : (secureStart as PromiseRejectedResult).reason
  }
  const [cloud, secure] = [cloudStart.value, secureStart.value]
  await writeFile(
    e2eCloudFile,
    JSON.stringify({ url: cloud.url, pid: cloud.pid, secureSiteUrl: secure.url, inboxUrl: inbox.httpUrl }),
  )
  await writeFile(e2eCloudAdminFile, JSON.stringify({ adminToken: cloud.adminToken }), { mode: 0o600 })
  return async () => {
    await secure.stop()
    await inbox.stop()
    await oidc.stop()
    const cloudFailure = await cloud.stop().then(
      () => undefined,
      (error: unknown) => error,
    )
    await rm(e2eCloudFile, { force: true })
    await rm(e2eCloudAdminFile, { force: true })
    await rm(cloudDataDir, { recursive: true, force: true })
    await onramp.stop()
    await exchange.stop()
    await devnet.stop()
    await rm(e2eDevnetFile, { force: true })
    unhandled.end()
    if (cloudFailure) throw cloudFailure
  }
}

/** The cloud's settings for the sandboxes (ONRAMP_<PROVIDER>_URL, _API_KEY, _URL_SECRET, _WEBHOOK_SECRET). */
function onrampSandboxEnv(urls: Record<keyof typeof LOCAL_ONRAMP_SANDBOXES, string>): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(LOCAL_ONRAMP_SANDBOXES) as (keyof typeof LOCAL_ONRAMP_SANDBOXES)[]).flatMap((name) => {
      const local = LOCAL_ONRAMP_SANDBOXES[name]
      const prefix = `ONRAMP_${name.toUpperCase()}`
      return [
        [`${prefix}_URL`, urls[name]],
        [`${prefix}_API_KEY`, local.apiKey],
        [`${prefix}_URL_SECRET`, local.urlSigningSecret],
        [`${prefix}_WEBHOOK_SECRET`, local.webhookSecret],
      ]
    }),
  )
}
