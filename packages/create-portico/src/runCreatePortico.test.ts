import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCreatePortico } from './runCreatePortico.js'

async function run(args: string[], cwd = mkdtempSync(join(tmpdir(), 'create-portico-'))) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCreatePortico({
    args,
    cwd,
    print: (text) => out.push(text),
    printError: (text) => err.push(text),
    asker: undefined,
  })
  return { code, out: out.join('\n'), err: err.join('\n'), cwd }
}

describe('create-portico', () => {
  it("writes the app into a new folder with its own package's Portico versions", async () => {
    const { code, out, cwd } = await run(['shop', '--template', 'next', '--features', 'receive'])
    expect(code).toBe(0)
    expect(out).toContain('cd shop\n  npm install\n  npm run dev')
    const manifest = JSON.parse(readFileSync(join(cwd, 'shop/package.json'), 'utf8'))
    // In the workspace, its development dependencies; `pnpm pack` writes them as the released versions.
    expect(manifest.dependencies['@portico/receive']).toBe('workspace:^')
    expect(readFileSync(join(cwd, 'shop/app/portico.ts'), 'utf8')).toContain('plugins: [receiveFeature],')
  })

  it('writes into an empty folder that exists', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'create-portico-'))
    mkdirSync(join(cwd, 'empty'))
    expect((await run(['empty'], cwd)).code).toBe(0)
  })

  it.each([
    [['--template', 'svelte'], 'create-portico: Unknown template: svelte. Choose from: vite, next.'],
    [['-f', 'airdrop'], 'create-portico: Unknown feature: airdrop. Choose from:'],
    [['-n', 'tron'], 'create-portico: Unknown namespace: tron.'],
    [['--bogus'], "create-portico: Unknown option '--bogus'"],
  ])('refuses %j with one line and exit code 1', async (args, message) => {
    const { code, err, out } = await run(args)
    expect(code).toBe(1)
    expect(err).toContain(message)
    expect(err).not.toMatch(/\n\s+at /)
    expect(out).toBe('')
  })

  it('refuses a folder that is not empty, and writes nothing into it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'create-portico-'))
    mkdirSync(join(cwd, 'taken'))
    writeFileSync(join(cwd, 'taken/notes.txt'), 'mine')
    const { code, err } = await run(['taken', '--yes'], cwd)
    expect(code).toBe(1)
    expect(err).toBe(
      `create-portico: The folder ${join(cwd, 'taken')} is not empty (1 entry): choose a new folder, or empty this one.`,
    )
  })

  it('prints its usage', async () => {
    const { code, out } = await run(['--help'])
    expect(code).toBe(0)
    expect(out).toContain('npm create portico@latest [directory] -- [options]')
  })
})
