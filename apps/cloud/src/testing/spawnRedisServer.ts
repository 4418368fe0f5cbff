import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

export type RunningRedis = {
  url: string
  /** Stops the server (data is not kept: no snapshot, no append-only file). */
  stop(): Promise<void>
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>
}

/** The redis-server binary: `REDIS_SERVER_BIN` (set by scripts/test.sh), else the Debian package's path. */
export function findRedisServer(): string | undefined {
  const candidates = [process.env.REDIS_SERVER_BIN, '/usr/bin/redis-server', '/usr/local/bin/redis-server']
  return candidates.find((path): path is string => !!path && existsSync(path))
}

/** Starts a throw-away redis-server on a free loopback port; resolves once it accepts connections. */
export async function spawnRedisServer(binary: string): Promise<RunningRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    const server = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child = server
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) {
          server.stdout?.off('data', onData)
          server.stdout?.resume()
          resolve()
        }
      }
      server.stdout?.on('data', onData)
      server.stderr?.resume()
      server.once('error', reject)
      server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)))
    })
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve()
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async restart() {
      await stop()
      await start()
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}
