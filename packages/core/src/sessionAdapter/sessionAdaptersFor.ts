import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'

type AsyncMethod =
  | 'setup'
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'getBalance'
  | 'signMessage'
type OptionalMethod = 'connectSession' | 'signTypedData' | 'sendTransaction'

const ASYNC_METHODS: readonly (AsyncMethod | OptionalMethod)[] = [
  'setup',
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'connectSession',
  'signTypedData',
  'sendTransaction',
]

/**
 * A namespace's session adapter whose code loads on first use (`import()`): only an app without adapters needs
 * it, so the others' initial JS does not carry it.
 */
function lazySessionAdapter(namespace: ChainNamespace): ChainAdapter {
  let adapter: ChainAdapter | undefined
  const load = async () => {
    const [{ createSessionAdapter }, { sessionDriverOf }] = await Promise.all([
      import('./createSessionAdapter.js'),
      import('./sessionDriverOf.js'),
    ])
    adapter ??= createSessionAdapter(namespace, sessionDriverOf(namespace))
    return adapter
  }
  const methods = Object.fromEntries(
    ASYNC_METHODS.map((name) => [
      name,
      async (parameters: never) => ((await load())[name] as (parameters: never) => unknown)(parameters),
    ]),
  ) as Pick<Required<ChainAdapter>, AsyncMethod | OptionalMethod>
  return {
    namespace,
    ...methods,
    getConnectors: () => [],
    getProvider: () => adapter?.getProvider(),
    destroy: () => adapter?.destroy?.(),
  }
}

/**
 * The adapters an instance works with: the app's; for an app without any (`adapters: []`, allowed with a
 * remote-wallet feature such as walletConnect()), a session adapter for each namespace of its networks, so that a
 * remote wallet's session connects those namespaces as any wallet does.
 */
export function sessionAdaptersFor(options: Pick<ResolvedOptions, 'adapters' | 'networks'>): ChainAdapter[] {
  if (options.adapters.length > 0) return [...options.adapters]
  const namespaces = new Set(options.networks.map((network) => network.chainNamespace))
  return [...namespaces].map(lazySessionAdapter)
}
