import { z } from 'zod'
import { loadConfig } from '../config/loadConfig.js'
import { cliUsage, runCli } from './runCli.js'

const args = process.argv.slice(2)
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  console.log(cliUsage)
} else {
  try {
    const result = await runCli(args, loadConfig())
    console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2))
  } catch (error) {
    console.error(
      error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : error,
    )
    process.exitCode = 1
  }
}
