import { spawn } from 'node:child_process'
import { ChainStartError } from '../errors/ChainStartError.js'
import { trackChild } from '../process/liveChildren.js'
import { stopChildProcess } from '../process/stopChildProcess.js'
import { anvilBinaryPath } from './anvilBinaryPath.js'
import { DEVNET_EVM_ACCOUNT_BALANCE_ETH, DEVNET_EVM_MNEMONIC } from './devnetEvmAccounts.js'

export type SpawnAnvilParameters = { chainId: number; name: string; port: number }
export type RunningAnvil = { pid: number; port: number; stop(): Promise<void> }

const listeningLine = /Listening on 127\.0\.0\.1:(\d+)/
const startTimeoutMs = 20_000

/**
 * Starts one anvil process on 127.0.0.1 (port 0 = a free port the OS picks) and resolves once it
 * listens, with the real port read from its output.
 */
export function spawnAnvil({ chainId, name, port }: SpawnAnvilParameters): Promise<RunningAnvil> {
  const args = [
    ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
    ...[
      '--mnemonic',
      DEVNET_EVM_MNEMONIC,
      '--accounts',
      '10',
      '--balance',
      String(DEVNET_EVM_ACCOUNT_BALANCE_ETH),
    ],
  ]
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const untrack = trackChild(child)
  const stop = async () => {
    await stopChildProcess(child)
    untrack()
  }
  let output = ''

  return new Promise<RunningAnvil>((resolve, reject) => {
    const fail = (reason: string, cause?: unknown) => {
      clearTimeout(timer)
      void stop()
      reject(new ChainStartError({ chain: name, reason, details: output.slice(-2_000), cause }))
    }
    const timer = setTimeout(() => fail(`anvil did not listen within ${startTimeoutMs} ms`), startTimeoutMs)
    const onData = (chunk: Buffer) => {
      // Keep only the tail: anvil logs every RPC call and the pipe must keep draining.
      output = `${output}${chunk.toString()}`.slice(-4_000)
      const match = listeningLine.exec(output)
      if (match?.[1] && child.pid !== undefined) {
        clearTimeout(timer)
        child.stdout.off('data', onData).resume()
        child.off('exit', onExit)
        resolve({ pid: child.pid, port: Number(match[1]), stop })
      }
    }
    const onExit = (code: number | null) => fail(`anvil exited with code ${code}`)
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-4_000)
    })
    child.once('exit', onExit)
    child.once('error', (error) => fail(error.message, error))
  })
}
