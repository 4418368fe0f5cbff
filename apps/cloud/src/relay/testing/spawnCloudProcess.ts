import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const cloudDir = fileURLToPath(new URL('../../../', import.meta.url))

export type CloudProcess = { url: string; child: ChildProcess; output(): string }

/**
 * Starts `src/main.ts` in its own Node process (so a test can `kill -9` it), on `port`, and resolves once it logs
 * `listening`.
 */
export async function spawnCloudProcess(env: Record<string, string>): Promise<CloudProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudDir,
    env: { ...process.env, LOG_LEVEL: 'info', INDEXER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /"msg":"listening".*?"url":"([^"]+)"/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    })
    child.once('exit', (code, signal) => reject(new Error(`cloud exited (${code ?? signal}): ${output}`)))
  })
  return { url, child, output: () => output }
}

/** Kills the process with SIGKILL (no shutdown of any kind) and waits until it is gone. */
export function killHard(cloud: CloudProcess): Promise<void> {
  return new Promise((resolve) => {
    if (cloud.child.exitCode !== null || cloud.child.signalCode !== null) return resolve()
    cloud.child.once('exit', () => resolve())
    cloud.child.kill('SIGKILL')
  })
}
