import { optionsKey } from '../options/optionsKey.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { PorticoOptions } from '../types/options.js'
import type { Portico } from '../types/portico.js'
import { createPorticoInstance } from './createPorticoInstance.js'
import { detectEnvironment } from './PorticoEnvironment.js'

interface RegistryEntry {
  key: string
  adapters: readonly ChainAdapter[]
  portico: Portico
}

/** Shared by every copy of this module on the page (HMR re-evaluates modules, not globalThis). */
const REGISTRY = Symbol.for('@portico/core/instances')

function registry(): RegistryEntry[] {
  const holder = globalThis as { [REGISTRY]?: RegistryEntry[] }
  holder[REGISTRY] ??= []
  return holder[REGISTRY]
}

const identityOf = (adapter: ChainAdapter | undefined): unknown => adapter?.identity ?? adapter

function sameAdapters(a: readonly ChainAdapter[], b: readonly ChainAdapter[] | undefined): boolean {
  return (
    b !== undefined &&
    a.length === b.length &&
    a.every((adapter, index) => identityOf(adapter) === identityOf(b[index]))
  )
}

/**
 * Creates a Portico instance: its own state, controllers and start-up. In a browser, calling it
 * again with equal options and the same adapters (the same objects, or the same `identity`, e.g.
 * over one wagmi Config) returns the same instance (React StrictMode, hot reload) until that
 * instance is destroyed. On the server every call gives a new
 * instance, so requests never share state, and nothing touches browser APIs.
 * @example
 * const portico = createPortico({ projectId, networks: [mainnet], adapters: [eip155Adapter({ wagmiConfig })] })
 */
export function createPortico(options: PorticoOptions): Portico {
  const environment = detectEnvironment()
  if (!environment.browser) return createPorticoInstance(options, environment)
  const key = optionsKey(options)
  const existing = registry().find(
    (entry) => entry.key === key && sameAdapters(entry.adapters, options.adapters),
  )
  if (existing) return existing.portico
  const entry: RegistryEntry = {
    key,
    adapters: [...options.adapters],
    portico: createPorticoInstance(options, environment, {
      onDestroy: () => {
        const entries = registry()
        entries.splice(entries.indexOf(entry), 1)
      },
    }),
  }
  registry().push(entry)
  return entry.portico
}
