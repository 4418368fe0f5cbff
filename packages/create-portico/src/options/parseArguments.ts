import { parseArgs } from 'node:util'
import type { AppChoices } from './AppChoices.js'
import { CreatePorticoError } from './CreatePorticoError.js'
import { FEATURES, NAMESPACES, TEMPLATES, type Template } from './choices.js'
import { parseList } from './parseList.js'

/** What the command line said: the choices it settles, and whether to ask for the others. */
export interface ParsedArguments {
  choices: Partial<AppChoices>
  /** `--yes`: take the defaults for every choice the command line left open, without asking. */
  yes: boolean
  help: boolean
}

const options = {
  template: { type: 'string', short: 't' },
  namespaces: { type: 'string', short: 'n' },
  features: { type: 'string', short: 'f' },
  'project-id': { type: 'string' },
  'cloud-url': { type: 'string' },
  'secure-site-url': { type: 'string' },
  yes: { type: 'boolean', short: 'y', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const

/** Reads `create-portico [directory] [--template …] [--namespaces …] [--features …] …`; throws CreatePorticoError. */
export function parseArguments(args: readonly string[]): ParsedArguments {
  const { values, positionals } = parseWithNode(args)
  if (positionals.length > 1)
    throw new CreatePorticoError(`One directory only, got ${positionals.length}: ${positionals.join(' ')}.`)
  const choices: Partial<AppChoices> = {}
  if (positionals[0] !== undefined) choices.directory = positionals[0]
  if (values.template !== undefined) choices.template = parseTemplate(values.template)
  if (values.namespaces !== undefined)
    choices.namespaces = parseList(values.namespaces, NAMESPACES, 'namespace')
  if (values.features !== undefined) choices.features = parseList(values.features, FEATURES, 'feature')
  if (values['project-id'] !== undefined) choices.projectId = values['project-id']
  if (values['cloud-url'] !== undefined) choices.cloudUrl = values['cloud-url']
  if (values['secure-site-url'] !== undefined) choices.secureSiteUrl = values['secure-site-url']
  return { choices, yes: values.yes, help: values.help }
}

/** The template named by `--template` or a prompt's answer. */
export function parseTemplate(text: string): Template {
  const name = text.trim()
  if (Object.hasOwn(TEMPLATES, name)) return name as Template
  throw new CreatePorticoError(
    `Unknown template: ${name}. Choose from: ${Object.keys(TEMPLATES).join(', ')}.`,
  )
}

function parseWithNode(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
  } catch (error) {
    // node's own messages name the option ("Unknown option '--tempalte'"); the stack is of no use to anyone.
    throw new CreatePorticoError(`${(error as Error).message}. See create-portico --help.`)
  }
}
