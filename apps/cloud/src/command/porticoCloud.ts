#!/usr/bin/env node
// The `portico-cloud` bin of @portico/cloud: `npx @portico/cloud`.
import { runPorticoCloud } from './runPorticoCloud.js'

process.exitCode = await runPorticoCloud({
  args: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
})
