import { relative, resolve } from 'node:path'
import { COMMAND_USAGE } from './commandUsage.js'
import { CreatePorticoError } from './options/CreatePorticoError.js'
import { parseArguments } from './options/parseArguments.js'
import { settleChoices } from './options/settleChoices.js'
import type { Asker } from './prompts/Asker.js'
import { renderApp } from './render/renderApp.js'
import { type PorticoVersions, porticoVersions } from './versions/porticoVersions.js'
import { checkTarget, writeApp } from './write/writeApp.js'

/** What the command runs with: its arguments, its folder, its output, and a terminal to ask on (or none). */
export interface RunCreatePorticoParameters {
  args: readonly string[]
  cwd: string
  print: (text: string) => void
  printError: (text: string) => void
  /** Undefined when nobody can answer (no terminal, CI): every open choice takes its default. */
  asker: Asker | undefined
  versions?: PorticoVersions | undefined
}

/**
 * `create-portico`: settles the choices (arguments, then questions), checks them and the target folder, writes the
 * app and says what to do next. Returns the exit code: 0, or 1 with one line saying what was wrong (never a stack).
 */
export async function runCreatePortico(parameters: RunCreatePorticoParameters): Promise<number> {
  const { print, printError } = parameters
  try {
    const parsed = parseArguments(parameters.args)
    if (parsed.help) {
      print(COMMAND_USAGE)
      return 0
    }
    const choices = await settleChoices(
      parsed.choices,
      parsed.yes ? undefined : parameters.asker,
      (directory) => checkTarget(inCwd(parameters.cwd, directory)),
    )
    const directory = inCwd(parameters.cwd, choices.directory)
    const files = renderApp(choices, parameters.versions ?? porticoVersions())
    const root = writeApp(directory, files)
    const inside = relative(parameters.cwd, root)
    const shown = inside === '' ? '.' : inside.startsWith('..') ? root : inside
    print(`Created ${choices.name} in ${root} (${choices.template}; ${choices.namespaces.join(', ')}${choices.features.length > 0 ? `; ${choices.features.join(', ')}` : ''}).

Next:
  cd ${shown}
  npm install
  npm run dev

Its README.md says what each file is and which services it talks to.`)
    return 0
  } catch (error) {
    if (!isExpected(error)) throw error
    printError(`create-portico: ${error.message}`)
    return 1
  }
}

function inCwd(cwd: string, directory: string): string {
  return resolve(cwd, directory)
}

/** A refusal of ours, or the system's (a folder it may not write: EACCES): both are the person's to fix. */
function isExpected(error: unknown): error is Error {
  return (
    error instanceof CreatePorticoError ||
    (error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string')
  )
}
