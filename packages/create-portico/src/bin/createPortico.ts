#!/usr/bin/env node
// The `create-portico` bin: `npm create portico@latest`.
import { terminalAsker } from '../prompts/terminalAsker.js'
import { runCreatePortico } from '../runCreatePortico.js'

const asker = process.stdin.isTTY ? terminalAsker(process.stdin, process.stdout) : undefined
try {
  process.exitCode = await runCreatePortico({
    args: process.argv.slice(2),
    cwd: process.cwd(),
    print: (text) => console.log(text),
    printError: (text) => console.error(text),
    asker,
  })
} finally {
  asker?.close()
}
