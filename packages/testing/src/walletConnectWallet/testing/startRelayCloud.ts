import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cloudDir = fileURLToPath(new URL('../../../../../apps/cloud/', import.meta.url))

/** The cloud's test helper that gives a data folder PGlite's migrated database from a template (no initdb to wait for). */
async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const helper = join(cloudDir, 'src/testing/seedPgliteDataDir.ts')
  const { seedPgliteDataDir: seed } = (await import(/* @vite-ignore */ helper)) as {
    seedPgliteDataDir(dataDir: string): void
  }
  seed(dataDir)
}

export interface RelayCloud {
  /** The relay's WebSocket URL (`ws://127.0.0.1:<port>/relay`). */
  relayUrl: string
  stop(): Promise<void>
}

/**
 * Starts Portico Cloud (`apps/cloud/src/main.ts`) in its own process on a free loopback port, with a fresh data
 * folder, and resolves once it listens: the real relay for the WalletConnect test wallet's tests. A process, not
 * an import, because the cloud depends on this package.
 */
export async function startRelayCloud(): Promise<RelayCloud> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-wc-test-wallet-'))
  await seedPgliteDataDir(dataDir)
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: cloudDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      INDEXER: 'off',
      DEVNET_ENDPOINTS_FILE: join(dataDir, 'no-devnet.json'),
    },
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
    child.once('exit', (code, signal) => reject(new Error(`the cloud exited (${code ?? signal}): ${output}`)))
  })
  return {
    relayUrl: `${url.replace(/^http/, 'ws')}/relay`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        })
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
