import { readFile } from 'node:fs/promises'
import { isCaip2ChainId } from '../chains/caip2ChainIdSchema.js'

const namespaces = new Set(['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'])

/**
 * Reads the endpoints file of @portico/devnet and returns CAIP-2 chain id → HTTP JSON-RPC URL. The file's
 * schema belongs to @portico/devnet (today `{ eip155: { chains: [{ chainId, rpcUrl, wsUrl }] } }`), so this reads
 * defensively: it walks the JSON (under namespace keys) for objects that carry a chain id (number, decimal string or `eip155:N`) and an http(s) URL (`rpcUrl`, `httpUrl`, `http`, `url`).
 * A missing or malformed file yields {}.
 */
export async function readDevnetEndpoints(file: string): Promise<Record<string, string>> {
  let document: unknown
  try {
    document = JSON.parse(await readFile(file, 'utf8'))
  } catch {
    return {}
  }
  const found: Record<string, string> = {}
  const visit = (node: unknown, namespace: string | undefined, depth: number) => {
    if (depth > 8 || node === null || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item, namespace, depth + 1)
      return
    }
    const record = node as Record<string, unknown>
    const chain = caip2(record.caipNetworkId ?? record.chainId ?? record.id, namespace)
    const url = [record.rpcUrl, record.httpUrl, record.http, record.url].find(
      (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
    )
    if (chain && url && !(chain in found)) found[chain] = url
    for (const [key, value] of Object.entries(record)) {
      visit(value, namespaces.has(key) ? key : namespace, depth + 1)
    }
  }
  visit(document, undefined, 0)
  return found
}

function caip2(value: unknown, namespace: string | undefined): string | undefined {
  if (typeof value === 'string' && isCaip2ChainId(value)) return value
  const numeric = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  if (Number.isInteger(numeric) && numeric > 0 && (namespace === undefined || namespace === 'eip155')) {
    return `eip155:${numeric}`
  }
  return undefined
}
