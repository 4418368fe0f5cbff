import { type Config, injected } from '@wagmi/core'

/**
 * Adds wagmi's legacy `injected()` connector (window.ethereum) to the app's config when a provider
 * is there and the config has none, so the app's own wagmi hooks see the same connector.
 */
export function addInjectedConnector(config: Config): void {
  const ethereum = typeof window === 'undefined' ? undefined : (window as { ethereum?: unknown }).ethereum
  if (!ethereum || config.connectors.some((connector) => connector.id === 'injected')) return
  const connector = config._internal.connectors.setup(injected())
  config._internal.connectors.setState((connectors) => [...connectors, connector])
}
