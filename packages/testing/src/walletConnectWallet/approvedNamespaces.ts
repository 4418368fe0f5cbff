import type { NamespaceSigner } from './NamespaceSigner.js'
import type { WalletConnectTestNamespace } from './WalletConnectTestWalletTypes.js'

/** A proposal's namespace entry (CAIP-25): keyed `eip155`, or by one chain (`eip155:1`) with no `chains`. */
type ProposedNamespaces = Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>

/** The namespaces asked for, required and optional merged, keyed by namespace with their chains. */
export function askedNamespaces(
  required: ProposedNamespaces = {},
  optional: ProposedNamespaces = {},
): Record<string, { chains: string[]; methods: string[] }> {
  const asked: Record<string, { chains: string[]; methods: string[] }> = {}
  for (const [key, entry] of [...Object.entries(required), ...Object.entries(optional)]) {
    const namespace = key.split(':')[0] as string
    const chains = entry.chains ?? (key.includes(':') ? [key] : [])
    const target = asked[namespace] ?? { chains: [], methods: [] }
    asked[namespace] = target
    for (const chain of chains) if (!target.chains.includes(chain)) target.chains.push(chain)
    for (const method of entry.methods ?? [])
      if (!target.methods.includes(method)) target.methods.push(method)
  }
  return asked
}

/**
 * What the wallet approves: each asked namespace it holds, on the asked chains it knows (all its chains when the
 * dapp named none), with its accounts, methods and events. `missing` lists required namespaces it cannot serve.
 */
export function approvedNamespaces(
  signers: Readonly<Record<string, NamespaceSigner>>,
  required: ProposedNamespaces = {},
  optional: ProposedNamespaces = {},
): { namespaces: Record<string, WalletConnectTestNamespace>; missing: string[] } {
  const namespaces: Record<string, WalletConnectTestNamespace> = {}
  const asked = askedNamespaces(required, optional)
  for (const [namespace, { chains: askedChains }] of Object.entries(asked)) {
    const signer = signers[namespace]
    if (!signer) continue
    const chains =
      askedChains.length === 0
        ? [...signer.chains]
        : askedChains.filter((chain) => signer.chains.includes(chain))
    if (chains.length === 0) continue
    namespaces[namespace] = {
      chains,
      accounts: chains.flatMap((chain) => signer.accountsOn(chain)),
      methods: [...signer.methods],
      events: [...signer.events],
    }
  }
  const missing = Object.keys(askedNamespaces(required)).filter((namespace) => {
    const wanted = askedNamespaces(required)[namespace]?.chains ?? []
    const got = namespaces[namespace]?.chains ?? []
    return !namespaces[namespace] || wanted.some((chain) => !got.includes(chain))
  })
  return { namespaces, missing }
}
