import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The bench package's folder. */
export const benchRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export type BenchAppId = 'portico' | 'baseline' | 'appkit' | 'rainbowkit' | 'connectkit'

export type BenchApp = {
  id: BenchAppId
  label: string
  /** Folder with index.html and vite.config. */
  dir: string
  /** workspace: built from the main install; peer: its own npm project, installed on demand. */
  kind: 'workspace' | 'peer'
  /** Where its packages resolve from, nearest first. */
  modulesDirs: string[]
  /** Packages whose installed versions the report prints. */
  keyPackages: string[]
}

/** The peers' apps, each a standalone npm project with its own lockfile (not in the pnpm workspace). */
export const peersRoot = join(benchRoot, 'peers')

const workspaceApp = (id: BenchAppId, label: string, keyPackages: string[]): BenchApp => ({
  id,
  label,
  dir: join(benchRoot, 'apps', id),
  kind: 'workspace',
  modulesDirs: [join(benchRoot, 'node_modules')],
  keyPackages,
})

const peerApp = (id: BenchAppId, label: string, keyPackages: string[]): BenchApp => ({
  id,
  label,
  dir: join(peersRoot, id),
  kind: 'peer',
  modulesDirs: [join(peersRoot, id, 'node_modules')],
  keyPackages: [...keyPackages, 'wagmi', 'viem', 'react-dom'],
})

/** Every same-shape app, Portico first and the baseline second (ratios are taken against both). */
export const benchApps: readonly BenchApp[] = [
  workspaceApp('portico', 'Portico', ['@wagmi/core', 'viem', 'react-dom']),
  workspaceApp('baseline', 'Baseline (wagmi + viem)', [
    'wagmi',
    'viem',
    '@tanstack/react-query',
    'react-dom',
  ]),
  peerApp('appkit', 'AppKit', ['@reown/appkit', '@reown/appkit-adapter-wagmi']),
  peerApp('rainbowkit', 'RainbowKit', ['@rainbow-me/rainbowkit']),
  peerApp('connectkit', 'ConnectKit', ['connectkit']),
]
