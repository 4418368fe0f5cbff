import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url))

export type CloudProcess = {
  url: string
  /** The host's PID of the cloud's own process (inside any wrapper such as unshare). */
  pid: number
  /** Every log line so far. */
  logs: { msg: string; [field: string]: unknown }[]
  /** Sends SIGKILL to the cloud's process and waits until the spawned process is gone. */
  kill9(): Promise<void>
  /** Sends SIGTERM and waits for the exit code. */
  stop(): Promise<number | null>
}

export type SpawnCloudProcessParameters = {
  /** Environment of the cloud (added to a default: loopback, free port, no indexer); keep LOG_LEVEL at info or debug, the `listening` line tells the URL. */
  env: Record<string, string>
  /** A command the cloud runs under, e.g. ['unshare', '--pid', '--fork', '--mount-proc']. */
  wrapper?: string[]
}

/** Runs `src/main.ts` in its own process, as an operator does, and resolves once it listens. */
export async function spawnCloudProcess({
  env,
  wrapper = [],
}: SpawnCloudProcessParameters): Promise<CloudProcess> {
  const [command, ...args] = [...wrapper, process.execPath, '--import', 'tsx', mainScript]
  const child = spawn(command ?? process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      INDEXER: 'off',
      LOG_LEVEL: 'info',
      DEVNET_ENDPOINTS_FILE: '/nonexistent/portico-devnet/endpoints.json',
      ...env,
    },
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const logs: CloudProcess['logs'] = []
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        output += `${line}\n`
        try {
          const entry = JSON.parse(line) as CloudProcess['logs'][number]
          logs.push(entry)
          if (entry.msg === 'listening') resolve(String(entry.url))
        } catch {
          // not a log line
        }
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    exited.then((code) => reject(new Error(`the cloud exited with ${code} before listening:\n${output}`)))
  })
  const pid = wrapper.length > 0 ? await onlyChild(child) : (child.pid ?? 0)
  return {
    url,
    pid,
    logs,
    async kill9() {
      process.kill(pid, 'SIGKILL')
      await exited
    },
    async stop() {
      process.kill(pid, 'SIGTERM')
      return exited
    },
  }
}

async function onlyChild(wrapper: ChildProcess): Promise<number> {
  const children = await readFile(`/proc/${wrapper.pid}/task/${wrapper.pid}/children`, 'utf8')
  const [pid] = children.trim().split(/\s+/).map(Number)
  if (!pid) throw new Error(`the wrapper ${wrapper.pid} runs no process`)
  return pid
}
