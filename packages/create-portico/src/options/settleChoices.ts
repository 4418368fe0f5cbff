import type { Asker } from '../prompts/Asker.js'
import type { AppChoices } from './AppChoices.js'
import { appName } from './appName.js'
import { CreatePorticoError } from './CreatePorticoError.js'
import { checkFeatures, needsCloud } from './checkFeatures.js'
import { checkProjectId } from './checkProjectId.js'
import { checkUrl } from './checkUrl.js'
import {
  FEATURES,
  LOCAL_CLOUD_URL,
  LOCAL_SECURE_SITE_URL,
  NAMESPACES,
  type Namespace,
  TEMPLATES,
} from './choices.js'
import { parseTemplate } from './parseArguments.js'
import { parseList } from './parseList.js'

const DEFAULT_DIRECTORY = 'portico-app'

/**
 * Every choice the command line left open, asked with `asker` (an interactive terminal) or else its default; then the
 * whole checked. Throws CreatePorticoError for a choice that cannot work (a feature without its namespace, no namespace,
 * a folder `checkDirectory` refuses: on a terminal it is asked again).
 */
export async function settleChoices(
  given: Partial<AppChoices>,
  asker: Asker | undefined,
  checkDirectory: (directory: string) => void = () => {},
): Promise<AppChoices> {
  const choose = async <value>(
    known: value | undefined,
    question: string,
    defaultAnswer: string,
    parse: (answer: string) => value,
    choices?: readonly string[],
  ): Promise<value> => {
    if (known !== undefined) return known
    if (!asker) return parse(defaultAnswer)
    for (;;) {
      // Outside the try: the asker's own refusal (the person cancelled) ends the command, it is not asked again.
      const answer = await asker.ask(question, defaultAnswer, choices)
      try {
        return parse(answer)
      } catch (error) {
        if (!(error instanceof CreatePorticoError)) throw error
        asker.refuse(error.message)
      }
    }
  }

  const directory = await choose(given.directory, 'Project folder', DEFAULT_DIRECTORY, (answer) => {
    appName(answer)
    checkDirectory(answer.trim())
    return answer.trim()
  })
  checkDirectory(directory)
  const name = appName(directory)
  const template = await choose(given.template, 'Template', 'vite', parseTemplate, describe(TEMPLATES))
  const namespaces = await choose(
    given.namespaces,
    'Namespaces, comma-separated',
    'eip155',
    (answer) => atLeastOne(parseList(answer, NAMESPACES, 'namespace')),
    describe(NAMESPACES),
  )
  atLeastOne(namespaces)
  const features = await choose(
    given.features,
    'Features, comma-separated, empty for none',
    '',
    (answer) => {
      const features = parseList(answer, FEATURES, 'feature')
      checkFeatures(features, namespaces)
      return features
    },
    describe(FEATURES, (feature) => feature.title),
  )
  checkFeatures(features, namespaces)
  const projectId = checkProjectId(await choose(given.projectId, 'Portico project id', name, checkProjectId))
  const cloudAnswer = await choose(
    given.cloudUrl,
    'Portico Cloud URL, empty for none',
    needsCloud(features) ? LOCAL_CLOUD_URL : '',
    (answer) => (answer.trim() === '' ? '' : checkUrl(answer, 'cloud URL')),
  )
  const cloudUrl =
    cloudAnswer === ''
      ? needsCloud(features)
        ? LOCAL_CLOUD_URL
        : undefined
      : checkUrl(cloudAnswer, 'cloud URL')
  const secureSiteUrl = features.includes('email')
    ? checkUrl(
        await choose(
          given.secureSiteUrl,
          "The embedded wallet's secure site URL",
          LOCAL_SECURE_SITE_URL,
          (answer) => checkUrl(answer, 'secure site URL'),
        ),
        'secure site URL',
      )
    : undefined
  return { directory, name, template, namespaces, features, projectId, cloudUrl, secureSiteUrl }
}

function atLeastOne(namespaces: Namespace[]): Namespace[] {
  if (namespaces.length === 0)
    throw new CreatePorticoError(`Choose at least one namespace: ${Object.keys(NAMESPACES).join(', ')}.`)
  return namespaces
}

function describe<entry>(table: Record<string, entry>, title = (entry: entry) => String(entry)): string[] {
  return Object.entries(table).map(([key, entry]) => `${key.padEnd(15)}${title(entry)}`)
}
