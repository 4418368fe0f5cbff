#!/usr/bin/env node
// The `portico-secure` bin of @portico/secure: `npx @portico/secure`.
import { runPorticoSecure } from './runPorticoSecure.js'

process.exitCode = await runPorticoSecure({
  args: process.argv.slice(2),
  env: process.env,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
})
