import type { AppChoices } from '../options/AppChoices.js'
import { CreatePorticoError } from '../options/CreatePorticoError.js'
import type { PorticoVersions } from '../versions/porticoVersions.js'
import { THIRD_PARTY_VERSIONS, type ThirdPartyPackage } from '../versions/thirdPartyVersions.js'
import { FEATURE_CODE } from './featureCode.js'
import { NAMESPACE_CODE } from './namespaceCode.js'
import { localSiwxNamespaces, SIWX_VERIFIERS } from './siwxVerifiers.js'

const SCRIPTS = {
  vite: {
    dev: 'vite',
    build: 'tsc --noEmit && vite build',
    preview: 'vite preview',
    typecheck: 'tsc --noEmit',
  },
  next: { dev: 'next dev', build: 'next build', start: 'next start', typecheck: 'tsc --noEmit' },
} as const

/** The app's package.json: the Portico packages its choices need, at this release's versions, and their peers. */
export function packageJson(choices: AppChoices, versions: PorticoVersions): string {
  const evm = choices.namespaces.includes('eip155')
  const portico = [
    '@portico/core',
    '@portico/react',
    ...choices.namespaces.map((namespace) => NAMESPACE_CODE[namespace].package),
    ...choices.features.map((feature) => FEATURE_CODE[feature].package),
  ]
  const thirdParty: ThirdPartyPackage[] = [
    'react',
    'react-dom',
    ...(evm ? (['@tanstack/react-query', '@wagmi/core', 'viem', 'wagmi'] as const) : []),
    ...(choices.template === 'next' ? (['next'] as const) : []),
    ...localSiwxNamespaces(choices).flatMap((namespace) => SIWX_VERIFIERS[namespace].peer ?? []),
  ]
  const development: ThirdPartyPackage[] = [
    '@types/react',
    '@types/react-dom',
    'typescript',
    ...(choices.template === 'vite'
      ? (['@vitejs/plugin-react', 'vite'] as const)
      : (['@types/node'] as const)),
  ]
  const manifest = {
    name: choices.name,
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: SCRIPTS[choices.template],
    dependencies: sorted([
      ...portico.map((name) => [name, porticoVersion(versions, name)] as const),
      ...thirdParty.map((name) => [name, THIRD_PARTY_VERSIONS[name]] as const),
    ]),
    devDependencies: sorted(development.map((name) => [name, THIRD_PARTY_VERSIONS[name]] as const)),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

function porticoVersion(versions: PorticoVersions, name: string): string {
  const version = versions[name]
  if (version === undefined)
    throw new CreatePorticoError(`This create-portico knows no version of ${name}: update it.`)
  return version
}

function sorted(entries: (readonly [string, string])[]): Record<string, string> {
  return Object.fromEntries([...new Map(entries)].sort(([a], [b]) => a.localeCompare(b)))
}
