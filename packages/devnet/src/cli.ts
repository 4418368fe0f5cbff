#!/usr/bin/env node
/**
 * `pnpm devnet`: starts the local chains, prints every endpoint, writes them to the devnet file and
 * stops everything on Ctrl-C / SIGTERM / SIGHUP.
 */
import { rm } from 'node:fs/promises'
import { devnetFilePath } from './devnetFile/devnetFilePath.js'
import { writeDevnetFile } from './devnetFile/writeDevnetFile.js'
import { startLocalExchangeSandbox } from './exchange/startLocalExchangeSandbox.js'
import { describeNamespace } from './namespaces/describeNamespace.js'
import { startLocalOnrampSandboxes } from './onramp/startLocalOnrampSandboxes.js'
import { parseCliArguments } from './parseCliArguments.js'
import { startDevnet } from './startDevnet.js'

async function main(): Promise<void> {
  const { chains, ports } = parseCliArguments(process.argv.slice(2))
  const startedAt = performance.now()
  const devnet = await startDevnet({ chains, ports, bundlers: true })
  const file = devnetFilePath()
  // The on-ramp provider sandboxes sell ETH and SOL, so they need both chains; their webhooks go to the cloud's
  // default address (PORTICO_CLOUD_URL overrides it).
  const onramp =
    devnet.eip155 && devnet.solana
      ? await startLocalOnrampSandboxes({
          evm: devnet.eip155,
          solana: devnet.solana,
          cloudUrl: process.env.PORTICO_CLOUD_URL ?? 'http://127.0.0.1:8787',
          ports,
        }).catch((error: unknown) => {
          console.log(`On-ramp sandboxes not started: ${error instanceof Error ? error.message : error}`)
          return undefined
        })
      : undefined
  // The exchange sandbox pays on the first EVM chain and the Solana node: the cloud's development exchange `binance`.
  const exchange = devnet.eip155
    ? await startLocalExchangeSandbox({ evm: devnet.eip155, solana: devnet.solana, ports }).catch(
        (error: unknown) => {
          console.log(`Exchange sandbox not started: ${error instanceof Error ? error.message : error}`)
          return undefined
        },
      )
    : undefined
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the devnet…`)
    await onramp?.stop()
    await exchange?.stop()
    await devnet.stop()
    await rm(file, { force: true })
    console.log('devnet stopped')
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal))

  const infos: Record<string, unknown> = {}
  for (const namespace of chains) {
    const info = devnet[namespace]
    infos[namespace] = info
    const describe = describeNamespace[namespace] as (info: unknown) => string[]
    console.log(describe(info).join('\n'))
  }
  if (onramp) console.log(`On-ramp sandboxes: meld ${onramp.urls.meld}, coinbase ${onramp.urls.coinbase}`)
  if (exchange) console.log(`Exchange sandbox: binance ${exchange.url}`)
  await writeDevnetFile(file, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    ...infos,
    ...(onramp ? { onramp: onramp.urls } : {}),
    ...(exchange ? { exchange: { binance: exchange.url } } : {}),
  })
  console.log(`\nEndpoints and accounts: ${file}`)
  console.log(`Ready in ${Math.round(performance.now() - startedAt)} ms. Ctrl-C stops every chain.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
