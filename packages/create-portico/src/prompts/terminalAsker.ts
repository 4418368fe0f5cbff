import { createInterface } from 'node:readline/promises'
import { CreatePorticoError } from '../options/CreatePorticoError.js'
import type { Asker } from './Asker.js'

/**
 * Asks on a terminal: `question (default): `; `close()` gives the terminal back. Ctrl+C or the end of the input
 * (Ctrl+D) cancels: `ask` throws CreatePorticoError, before anything is written.
 */
export function terminalAsker(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Asker & { close(): void } {
  const lines = createInterface({ input, output })
  const cancelled = new AbortController()
  lines.on('SIGINT', () => cancelled.abort())
  lines.on('close', () => cancelled.abort())
  return {
    async ask(question, defaultAnswer, choices = []) {
      for (const choice of choices) output.write(`  ${choice}\n`)
      let answer: string
      try {
        answer = await lines.question(`${question}${defaultAnswer === '' ? '' : ` (${defaultAnswer})`}: `, {
          signal: cancelled.signal,
        })
      } catch {
        output.write('\n')
        throw new CreatePorticoError('Cancelled: nothing was written.')
      }
      return answer.trim() === '' ? defaultAnswer : answer
    },
    refuse(message) {
      output.write(`  ${message}\n`)
    },
    close() {
      lines.close()
    },
  }
}
