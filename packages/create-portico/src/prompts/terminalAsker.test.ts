import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { CreatePorticoError } from '../options/CreatePorticoError.js'
import { terminalAsker } from './terminalAsker.js'

function terminal() {
  const input = new PassThrough()
  const output = new PassThrough()
  let shown = ''
  output.on('data', (chunk) => {
    shown += chunk
  })
  return { input, output, shown: () => shown }
}

describe('terminalAsker', () => {
  it('shows the choices and the default, and takes the default for an empty line', async () => {
    const { input, output, shown } = terminal()
    const asker = terminalAsker(input, output)
    const answer = asker.ask('Template', 'vite', ['vite   Vite + React'])
    input.write('\n')
    expect(await answer).toBe('vite')
    expect(shown()).toContain('  vite   Vite + React\nTemplate (vite): ')
    asker.close()
  })

  it('cancels when the input ends (Ctrl+D), so the command ends instead of waiting', async () => {
    const { input, output } = terminal()
    const asker = terminalAsker(input, output)
    const answer = asker.ask('Project folder', 'portico-app')
    input.end()
    await expect(answer).rejects.toThrow(new CreatePorticoError('Cancelled: nothing was written.'))
  })
})
