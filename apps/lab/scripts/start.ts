/**
 * `pnpm lab`: starts the local EVM chains, the Solana chain, Bitcoin regtest, the Cosmos chain and the
 * Polkadot chain (unless a `pnpm devnet` is already running), a local mail inbox (SMTP 2525, page on 8025), the
 * local OpenID provider standing in for the six social providers (127.0.0.1:4420), the on-ramp provider sandboxes
 * (4430, 4431), Portico Cloud (unless one answers on its port), the embedded wallet's secure site and the lab's
 * vite server, prints the URL, and stops everything it started on Ctrl-C. The lab is on http://127.0.0.1:5173 and
 * the secure site on http://localhost:4410, another site,
 * so the wallet's frame is cross-site as on a real dapp; LAB_PORT, SECURE_PORT and CLOUD_PORT move the three sites
 * (labSites.ts), and the cloud, the secure site and the page are told where the others are.
 */
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  type Devnet,
  devnetFilePath,
  type ExchangeSandbox,
  type LocalOnrampSandboxes,
  type MailInbox,
  readDevnetFile,
  startDevnet,
  startLocalExchangeSandbox,
  startLocalOnrampSandboxes,
  startMailInbox,
  startOidcProvider,
  writeDevnetFile,
} from '@portico/devnet'
import { createServer } from 'vite'
import { labSitesOf } from './labSites.js'
import { startLabCloud } from './startLabCloud.js'

async function runningDevnetPid(file: string): Promise<number | undefined> {
  try {
    const { pid, eip155 } = await readDevnetFile(file)
    if (!eip155) return undefined
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

/** The local chains on their default ports, unless a `pnpm devnet` runs; returns what stops the ones it started. */
async function startLabDevnet(cloudUrl: string): Promise<() => Promise<void>> {
  const file = devnetFilePath()
  const otherPid = await runningDevnetPid(file)
  let devnet: Devnet<'eip155' | 'solana' | 'bip122' | 'cosmos' | 'polkadot'> | undefined
  let onramp: LocalOnrampSandboxes | undefined
  let exchange: ExchangeSandbox | undefined
  if (otherPid) {
    console.log(`Using the devnet already running (pid ${otherPid}, ${file}).`)
  } else {
    console.log(
      'Starting the local EVM chains, the Solana chain, Bitcoin regtest, the Cosmos chain and the Polkadot chain…',
    )
    devnet = await startDevnet({
      chains: ['eip155', 'solana', 'bip122', 'cosmos', 'polkadot'],
      ports: 'default',
      bundlers: true,
    })
    // The on-ramp provider sandboxes (4430 meld, 4431 coinbase), the cloud's development on-ramp providers.
    onramp = await startLocalOnrampSandboxes({ evm: devnet.eip155, solana: devnet.solana, cloudUrl }).catch(
      (error: unknown) => {
        console.log(`  On-ramp sandboxes not started (${error instanceof Error ? error.message : error}).`)
        return undefined
      },
    )
    // The exchange sandbox (4432), the cloud's development exchange for paying from an exchange.
    exchange = await startLocalExchangeSandbox({ evm: devnet.eip155, solana: devnet.solana }).catch(
      (error: unknown) => {
        console.log(`  Exchange sandbox not started (${error instanceof Error ? error.message : error}).`)
        return undefined
      },
    )
    await writeDevnetFile(file, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      eip155: devnet.eip155,
      solana: devnet.solana,
      bip122: devnet.bip122,
      cosmos: devnet.cosmos,
      polkadot: devnet.polkadot,
      ...(onramp ? { onramp: onramp.urls } : {}),
      ...(exchange ? { exchange: { binance: exchange.url } } : {}),
    })
    for (const chain of devnet.eip155.chains)
      console.log(`  ${chain.name} (${chain.chainId}): ${chain.rpcUrl}`)
    console.log(`  Solana: ${devnet.solana.rpcUrl}`)
    console.log(`  Bitcoin regtest: ${devnet.bip122.esploraUrl}`)
    console.log(`  Cosmos (${devnet.cosmos.chainId}): ${devnet.cosmos.restUrl}`)
    console.log(`  Polkadot (${devnet.polkadot.chainName}): ${devnet.polkadot.wsUrl}`)
    if (onramp)
      console.log(
        `  On-ramp sandboxes: meld ${onramp.urls.meld}, coinbase ${onramp.urls.coinbase} (test card 4242 4242 4242 4242)`,
      )
    if (exchange)
      console.log(
        `  Exchange sandbox: ${exchange.url} (log in as trader@exchange.local, password portico-local)`,
      )
  }
  return async () => {
    if (!devnet) return
    await onramp?.stop()
    await exchange?.stop()
    await devnet.stop()
    await rm(file, { force: true })
  }
}

async function main(): Promise<void> {
  const sites = labSitesOf()
  // Both vite servers read VITE_* from the environment: the page and the frame use this cloud, the page this
  // secure site.
  process.env.VITE_PORTICO_CLOUD_URL = sites.cloudUrl
  process.env.VITE_PORTICO_SECURE_SITE_URL = sites.secureUrl
  const stopDevnet = await startLabDevnet(sites.cloudUrl)

  // The cloud mails login codes here in development (SMTP_URL's default); a person reads them on the inbox page.
  const inbox: MailInbox | undefined = await startMailInbox({ smtpPort: 2525, httpPort: 8025 }).then(
    (started) => {
      console.log(`  Local inbox: ${started.httpUrl} (SMTP ${started.smtpUrl})`)
      return started
    },
    (error: unknown) => {
      console.log(
        `  Local inbox not started (${error instanceof Error ? error.message : error}); another may be running.`,
      )
      return undefined
    },
  )
  // The cloud's development default for social login (loadConfig): every provider signs in here, with test users.
  const oidc = await startOidcProvider({
    port: 4420,
    clients: [
      {
        clientId: 'portico-local',
        clientSecret: 'portico-local-secret',
        redirectUris: [`${sites.secureUrl}/social-callback.html`],
      },
    ],
  }).then(
    (started) => {
      console.log(
        `  Local social login (google, github, apple, facebook, x, discord): ${started.url}/<provider>`,
      )
      return started
    },
    (error: unknown) => {
      console.log(
        `  Local social login not started (${error instanceof Error ? error.message : error}); another may be running.`,
      )
      return undefined
    },
  )
  const stopCloud = await startLabCloud(sites)

  // The embedded wallet's secure site on its own site (apps/secure): the frame that holds the keys. It listens on
  // 127.0.0.1 and is reached as localhost, which the browser resolves to loopback itself.
  const secure = await createServer({
    configFile: fileURLToPath(new URL('../../secure/vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('../../secure/', import.meta.url)),
    server: { port: sites.securePort },
  })
  await secure.listen()
  console.log(`  Secure site: ${sites.secureUrl}/`)
  console.log(
    "  Farcaster: test fids 1001 (ada), 1002 (grace), 1003 (alan), 1004 (edsger); approve a link with pnpm --filter @portico/lab farcaster-approve '<link>' [fid]",
  )

  const server = await createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { port: sites.labPort },
  })
  await server.listen()
  const url = `${sites.labUrl}/`
  console.log(
    `\nPortico lab: ${url}\nAdd &wallet=test to a config's URL to get an injected test wallet. Ctrl-C stops everything.`,
  )

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the lab…`)
    await server.close()
    await secure.close()
    await stopCloud()
    await inbox?.stop()
    await oidc?.stop()
    await stopDevnet()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
