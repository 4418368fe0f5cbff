import { createInterface } from 'node:readline/promises'
import type { Asker } from './Asker.js'

/** Asks on a terminal: `question (default): `; `close()` gives the terminal back. */
export function terminalAsker(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Asker & { close(): void } {
  const lines = createInterface({ input, output })
  return {
    async ask(question, defaultAnswer, choices = []) {
      for (const choice of choices) output.write(`  ${choice}\n`)
      const answer = await lines.question(`${question}${defaultAnswer === '' ? '' : ` (${defaultAnswer})`}: `)
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
