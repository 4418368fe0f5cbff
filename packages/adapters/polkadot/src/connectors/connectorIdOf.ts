/**
 * The Portico connector id of an injected extension: `polkadot:` and its `injectedWeb3` key
 * ('talisman' → 'polkadot:talisman'). The key is what the extension injects on every page load.
 */
export function connectorIdOf(extensionKey: string): string {
  return `polkadot:${extensionKey}`
}
