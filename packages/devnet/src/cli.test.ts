import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readDevnetFile } from './devnetFile/readDevnetFile.js'
import { pollUntil } from './process/pollUntil.js'
import { endpointPorts } from './testing/endpointPorts.js'
import { isPortFree } from './testing/isPortFree.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('pnpm devnet (cli)', () => {
  it('writes the devnet file, and on SIGTERM stops every chain and removes the file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portico-devnet-')), 'endpoints.json')
    const cli = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', '--chains', 'eip155', '--ports', 'ephemeral'],
      {
        cwd: packageDir,
        env: { ...process.env, PORTICO_DEVNET_FILE: file },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    cli.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    cli.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve))

    const contents = await pollUntil({
      check: async () => (existsSync(file) ? readDevnetFile(file) : undefined),
      timeoutMs: 30_000,
      onTimeout: () => new Error(`no devnet file; output:\n${output}`),
    })
    expect(contents.pid).toBe(cli.pid)
    expect(contents.eip155?.chains).toHaveLength(2)
    for (const chain of contents.eip155?.chains ?? []) expect(output).toContain(chain.rpcUrl)
    const ports = endpointPorts(contents)

    cli.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(existsSync(file)).toBe(false)
    expect(await Promise.all(ports.map(isPortFree))).not.toContain(false)
  })
})
