import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type RunningAnvil = { rpcUrl: string; chainId: number; stop(): Promise<void> }

const require = createRequire(import.meta.url)

/** Starts the anvil binary (from @foundry-rs/anvil-linux-amd64) on a free loopback port; resolves once it listens. */
export async function spawnAnvil(chainId = 31337): Promise<RunningAnvil> {
  const binary = join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
  const child: ChildProcess = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const rpcUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Listening on (127\.0\.0\.1:\d+)/)
      if (match) {
        child.stdout?.off('data', onData)
        child.stdout?.resume()
        resolve(`http://${match[1]}`)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.resume()
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output}`)))
  })
  return {
    rpcUrl,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
