import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestSchema } from '../../src/testing/createTestSchema.js'
import { findRedisServer, type RunningRedis, spawnRedisServer } from '../../src/testing/spawnRedisServer.js'
import type { NodeProbe } from './nodeProbe.js'

const appDir = fileURLToPath(new URL('../..', import.meta.url))

/** CPU_PROF=<dir>: each node writes its CPU profile (`node --cpu-prof`) there when it stops. */
const profiling = () => (process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [])

/**
 * PIN_NODES=on: node N runs on core N (mod the cores) through `taskset`, so each node has one core to itself and
 * the clients, the database and Redis take what is left: the way to see what a second node adds on a machine too
 * small to give every node a host of its own.
 */
function nodeCommand(node: number): [string, string[]] {
  const args = [
    ...profiling(),
    '--import',
    'tsx',
    '--import',
    './scripts/relayBench/nodeProbe.ts',
    'src/main.ts',
  ]
  if (process.env.PIN_NODES !== 'on') return [process.execPath, args]
  return ['taskset', ['-c', String(node % availableParallelism()), process.execPath, ...args]]
}

type StartedNode = { url: string; child: ChildProcess; nextProbe(): Promise<NodeProbe> }

async function startCloud(env: Record<string, string>, node: number): Promise<StartedNode> {
  const [command, args] = nodeCommand(node)
  const child = spawn(command, args, {
    cwd: appDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', INDEXER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const probes: ((probe: NodeProbe) => void)[] = []
  let lines = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    lines += chunk.toString()
    const end = lines.lastIndexOf('\n')
    if (end < 0) return
    for (const line of lines.slice(0, end).split('\n')) {
      if (line.startsWith('{"relayProbe":'))
        probes.shift()?.((JSON.parse(line) as { relayProbe: NodeProbe }).relayProbe)
    }
    lines = lines.slice(end + 1)
  })
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    const listen = (chunk: Buffer) => {
      buffer += chunk.toString()
      const listening = /"msg":"listening".*?"url":"([^"]+)"/.exec(buffer)
      if (!listening?.[1]) return
      child.stdout?.off('data', listen)
      resolve(listening[1])
    }
    child.stdout?.on('data', listen)
    child.once('exit', (code) => reject(new Error(`cloud exited with ${code}`)))
  })
  return { url, child, nextProbe: () => new Promise((resolve) => probes.push(resolve)) }
}

export type BenchNodes = {
  urls: string[]
  storage: 'PGlite' | 'PostgreSQL'
  /** Opens each node's measured window (`nodeProbe.ts`). */
  startProbes(): void
  /** Closes the window and returns what each node spent in it. */
  probes(): Promise<NodeProbe[]>
  stop(): Promise<void>
}

/** `nodes` cloud nodes: one on PGlite, or all on one fresh PostgreSQL schema (and a Redis when more than one). */
export async function startNodes(nodes: number, env: Record<string, string>): Promise<BenchNodes> {
  const databaseUrl = process.env.DATABASE_URL
  if (nodes > 1 && !databaseUrl)
    throw new Error('NODES > 1 needs DATABASE_URL (one PostgreSQL for every node)')
  const schema = databaseUrl ? await createTestSchema(databaseUrl) : undefined
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-bench-'))
  let redis: RunningRedis | undefined
  const children: ChildProcess[] = []
  const started: StartedNode[] = []
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        return exited
      }),
    )
    await redis?.stop()
    await schema?.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    if (nodes > 1) {
      const binary = findRedisServer()
      if (!binary) throw new Error('NODES > 1 needs redis-server (REDIS_SERVER_BIN)')
      redis = await spawnRedisServer(binary)
    }
    const urls: string[] = []
    for (let node = 0; node < nodes; node++) {
      const one = await startCloud(
        {
          ...env,
          DATA_DIR: dataDir,
          ...(schema ? { DATABASE_URL: schema.url } : {}),
          ...(redis ? { REDIS_URL: redis.url } : {}),
        },
        node,
      )
      started.push(one)
      children.push(one.child)
      urls.push(`${one.url.replace(/^http/, 'ws')}/relay`)
    }
    return {
      urls,
      storage: schema ? 'PostgreSQL' : 'PGlite',
      startProbes: () => {
        for (const { child } of started) child.kill('SIGUSR2')
      },
      probes: () => {
        const probes = started.map((one) => one.nextProbe())
        for (const { child } of started) child.kill('SIGUSR2')
        return Promise.all(probes)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
