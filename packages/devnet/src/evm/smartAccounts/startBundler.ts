import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { ChainStartError } from '../../errors/ChainStartError.js'
import { trackChild } from '../../process/liveChildren.js'
import { pollUntil } from '../../process/pollUntil.js'
import { stopChildProcess } from '../../process/stopChildProcess.js'
import type { DevnetEvmChain } from '../defineDevnetEvmChain.js'
import { devnetSmartAccountContracts } from './devnetSmartAccountContracts.js'
import { freePort } from './freePort.js'

export type StartBundlerParameters = { chain: DevnetEvmChain; port: number }
export type RunningBundler = { url: string; stop(): Promise<void> }

// Alto loads a large dependency tree: on a busy 2-core machine that alone can take a minute.
const START_TIMEOUT_MS = 180_000
const WALLET_BALANCE = `0x${(1_000n * 10n ** 18n).toString(16)}`
// Alto binds every interface and has no option for it; the devnet serves the loopback only (as the chains do). This
// preload, given to Alto's process alone, turns a listen on 0.0.0.0 into one on 127.0.0.1.
const LOOPBACK_ONLY = `data:text/javascript,${encodeURIComponent(
  "import net from 'node:net';const listen=net.Server.prototype.listen;net.Server.prototype.listen=function(o,...r){if(o&&typeof o==='object'&&o.host==='0.0.0.0')o={...o,host:'127.0.0.1'};return listen.call(this,o,...r)}",
)}`

/**
 * Starts Pimlico's Alto bundler (from npm) for one devnet chain as a child process and resolves once it answers
 * `eth_supportedEntryPoints` with the devnet's EntryPoint. Its executor and utility wallets are fresh keys funded with
 * `anvil_setBalance` (no dev account's nonce moves); the utility wallet deploys Alto's simulation contracts through
 * the deterministic deployer. Safe mode (the ERC-7562 tracing rules) is off: anvil has no tracer for them.
 * Port 0 picks a free port.
 */
export async function startBundler({ chain, port }: StartBundlerParameters): Promise<RunningBundler> {
  const executorKey = generatePrivateKey()
  const utilityKey = generatePrivateKey()
  await fund(chain, [privateKeyToAddress(executorKey), privateKeyToAddress(utilityKey)])
  const bound = port === 0 ? await freePort() : port
  const url = `http://127.0.0.1:${bound}`
  const args = [
    ...['--import', LOOPBACK_ONLY],
    altoCliPath(),
    ...['--entrypoints', devnetSmartAccountContracts.entryPoint.address],
    ...['--rpc-url', chain.rpcUrl, '--port', String(bound)],
    ...['--executor-private-keys', executorKey, '--utility-private-key', utilityKey],
    ...['--safe-mode', 'false', '--enable-cors', 'true', '--log-level', 'warn'],
    ...['--utility-wallet-monitor', 'false', '--refilling-wallets', 'false', '--block-time', '250'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const untrack = trackChild(child)
  const stop = async () => {
    await stopChildProcess(child)
    untrack()
  }
  let output = ''
  const keep = (chunk: Buffer) => {
    // Keep only the tail: the pipe must keep draining.
    output = `${output}${chunk.toString()}`.slice(-4_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const name = `bundler for ${chain.name}`
  try {
    await pollUntil({
      timeoutMs: START_TIMEOUT_MS,
      intervalMs: 100,
      check: async () => {
        if (child.exitCode !== null) throw new Error(`alto exited with code ${child.exitCode}`)
        const entryPoints = await call<string[]>(url, 'eth_supportedEntryPoints')
        const expected = devnetSmartAccountContracts.entryPoint.address.toLowerCase()
        return entryPoints.some((each) => each.toLowerCase() === expected) ? true : undefined
      },
      onTimeout: (cause) =>
        new ChainStartError({
          chain: name,
          reason: `no eth_supportedEntryPoints answer at ${url} within ${START_TIMEOUT_MS} ms`,
          details: output.slice(-2_000),
          cause,
        }),
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

function altoCliPath(): string {
  const entry = createRequire(import.meta.url).resolve('@pimlico/alto')
  return join(dirname(entry), 'cli', 'alto.js')
}

async function fund(chain: DevnetEvmChain, addresses: string[]): Promise<void> {
  await Promise.all(
    addresses.map((address) => call(chain.rpcUrl, 'anvil_setBalance', [address, WALLET_BALANCE])),
  )
}

async function call<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: T; error?: { message: string } }
  if (answer.error || answer.result === undefined)
    throw new Error(answer.error?.message ?? `no ${method} result`)
  return answer.result
}
