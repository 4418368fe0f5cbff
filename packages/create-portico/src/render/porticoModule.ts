import type { AppChoices } from '../options/AppChoices.js'
import { envRead } from './appEnv.js'
import { FEATURE_CODE } from './featureCode.js'
import { addImport, importLines } from './importLines.js'
import { NAMESPACE_CODE } from './namespaceCode.js'
import { quote } from './quote.js'
import { localSiwxNamespaces, SIWX_VERIFIERS, type SiwxVerifierCode } from './siwxVerifiers.js'

/**
 * The app's portico.ts: the instance created once, outside the components, as docs/embedding.md shows it, with
 * the chosen namespaces' adapters and networks and the chosen features as plugins. Next.js keeps the session in a
 * cookie too (`cookieStorage()`), so the server renders a returning visitor connected.
 */
export function porticoModule(choices: AppChoices): string {
  const { template, namespaces, features } = choices
  const next = template === 'next'
  const imports = new Map<string, string[]>()
  addImport(imports, '@portico/core', 'createPortico')
  if (next) addImport(imports, '@portico/core', 'cookieStorage')
  for (const namespace of namespaces)
    addImport(imports, NAMESPACE_CODE[namespace].package, ...NAMESPACE_CODE[namespace].imports)
  if (namespaces.includes('eip155')) addImport(imports, next ? './wagmi' : './wagmi.js', 'wagmiConfig')
  const plugins: string[] = []
  for (const feature of features) {
    const code = FEATURE_CODE[feature]
    if (code.imports.length > 0) addImport(imports, code.package, ...code.imports)
    const plugin = code.plugin?.({ secureSiteUrl: envRead(template, 'SECURE_SITE_URL') })
    if (plugin) plugins.push(plugin)
  }

  const siwx = features.includes('siwx') ? (choices.cloudUrl ? 'cloudSiwx' : 'defaultSiwx') : undefined
  const verifiers = localSiwxNamespaces(choices).map((namespace) => SIWX_VERIFIERS[namespace])
  const options = [
    `projectId: ${envRead(template, 'PROJECT_ID')},`,
    'metadata: {',
    `  name: ${quote(choices.name)},`,
    "  description: 'A Portico app',",
    `  url: ${next ? envRead(template, 'APP_URL') : 'window.location.origin'},`,
    '  icons: [],',
    '},',
    ...list(
      'networks',
      namespaces.flatMap((namespace) => NAMESPACE_CODE[namespace].networks),
    ),
    ...list(
      'adapters',
      namespaces.map((namespace) => NAMESPACE_CODE[namespace].adapter(choices.name)),
    ),
    ...(choices.cloudUrl ? [`cloudUrl: ${envRead(template, 'CLOUD_URL')},`] : []),
    ...(plugins.length > 0 ? list('plugins', plugins) : []),
    ...(siwx ? siwxOption(siwx, quote(`Sign in to ${choices.name}`), verifiers) : []),
    ...(next
      ? [
          '// The session is mirrored into a cookie, so the server renders a returning visitor connected.',
          'storage: cookieStorage(),',
        ]
      : []),
  ]
  return [
    importLines(imports),
    '',
    ...(siwx ? [...siwxImport(siwx, verifiers), ''] : []),
    "/** The app's Portico instance: created once, outside the components. */",
    'export const portico = createPortico({',
    ...options.map((line) => `  ${line}`),
    '})',
    '',
  ].join('\n')
}

/** Sign-in's code imported with import(), so it stays out of the page's first load; local sign-in with its verifiers. */
function siwxImport(siwx: string, verifiers: readonly SiwxVerifierCode[]): string[] {
  const comment = "// Sign-in is imported with import(), so its code stays out of the page's first load."
  if (verifiers.length === 0) return [comment, `const { ${siwx} } = await import('@portico/siwx')`]
  return [
    comment,
    `const [{ ${siwx} }, ${verifiers.map((each) => `{ ${each.factory} }`).join(', ')}] = await Promise.all([`,
    `  import('@portico/siwx'),`,
    ...verifiers.map((each) => `  import('${each.entry}'),`),
    '])',
  ]
}

function siwxOption(siwx: string, statement: string, verifiers: readonly SiwxVerifierCode[]): string[] {
  if (verifiers.length === 0) return [`siwx: ${siwx}({ statement: ${statement} }),`]
  return [
    `siwx: ${siwx}({`,
    `  statement: ${statement},`,
    `  verifiers: [${verifiers.map((each) => `${each.factory}()`).join(', ')}],`,
    '}),',
  ]
}

/** `key: [a, b],` on one line when it is short, else one item a line. */
function list(key: string, items: readonly string[]): string[] {
  const line = `${key}: [${items.join(', ')}],`
  return line.length <= 90 ? [line] : [`${key}: [`, ...items.map((item) => `  ${item},`), '],']
}
