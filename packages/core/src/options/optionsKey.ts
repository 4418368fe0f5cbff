import type { PorticoOptions } from '../types/options.js'

function normalise(value: unknown, path: Set<object>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined
  if (typeof value === 'bigint') return `${value}n`
  if (value === null || typeof value !== 'object') return value
  if (path.has(value)) return '[Circular]'
  path.add(value)
  const result = Array.isArray(value)
    ? value.map((item) => normalise(item, path) ?? null)
    : Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, normalise((value as Record<string, unknown>)[key], path)])
          .filter(([, item]) => item !== undefined),
      )
  path.delete(value)
  return result
}

/**
 * A stable string of the serialisable options: equal for options that describe the same app,
 * whatever the key order or object identity. Adapters count by namespace, functions and the
 * storage backend not at all. createPortico uses it to return the same instance twice
 * (React StrictMode, hot reload).
 */
export function optionsKey(options: PorticoOptions): string {
  const { adapters, storage: _storage, ...rest } = options
  return JSON.stringify(
    normalise({ ...rest, adapters: adapters?.map((adapter) => adapter.namespace) }, new Set()),
  )
}
