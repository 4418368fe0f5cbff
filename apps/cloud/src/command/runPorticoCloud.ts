import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { runCli } from '../cli/runCli.js'
import { loadConfig } from '../config/loadConfig.js'
import { createLogger } from '../log/createLogger.js'
import { commandUsage } from './commandUsage.js'
import { serveUntilSignal } from './serveUntilSignal.js'

export type RunPorticoCloudParameters = {
  /** The arguments after the command's name. */
  args: readonly string[]
  env: NodeJS.ProcessEnv
  /** The folder the command runs in: the default data folder is `portico-cloud-data` there. */
  cwd: string
  /** Prints one line of output (stdout). */
  print(text: string): void
  /** Prints one line of error (stderr). */
  printError(text: string): void
}

/**
 * The `portico-cloud` command (`npx @portico/cloud`): without arguments (or `start`) it runs the service until
 * SIGINT or SIGTERM; `--help` prints the settings and admin commands; anything else is one admin command. Outside
 * a clone there is no repository root, so the data folder defaults to `./portico-cloud-data` and the devnet's
 * endpoints file to `./.devnet/endpoints.json`. Resolves to the exit code; bad settings print a readable error.
 */
export async function runPorticoCloud({
  args,
  env,
  cwd,
  print,
  printError,
}: RunPorticoCloudParameters): Promise<number> {
  const [first] = args
  if (first === '--help' || first === '-h' || first === 'help') {
    print(commandUsage)
    return 0
  }
  if (first === '--version') {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
    print(String(manifest.version))
    return 0
  }
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig({
      DATA_DIR: join(cwd, 'portico-cloud-data'),
      ...(env.PORTICO_DEVNET_FILE ? {} : { DEVNET_ENDPOINTS_FILE: join(cwd, '.devnet', 'endpoints.json') }),
      ...env,
    })
  } catch (error) {
    printError((error as Error).message)
    return 1
  }
  if (first === undefined || first === 'start') {
    await serveUntilSignal(config, createLogger(config.logLevel, { service: 'portico-cloud' }))
    return 0
  }
  try {
    const result = await runCli(args, config)
    print(typeof result === 'string' ? result : JSON.stringify(result, null, 2))
    return 0
  } catch (error) {
    printError(
      error instanceof z.ZodError
        ? z.prettifyError(error)
        : error instanceof Error
          ? error.message
          : String(error),
    )
    return 1
  }
}
