import type { Network } from '@portico/core'

/** The address's page on the network's block explorer (`<explorer>/address/<address>`); undefined without either. */
export function addressExplorerUrl(
  network: Network | undefined,
  address: string | undefined,
): string | undefined {
  const explorer = network?.blockExplorers?.default.url
  if (!explorer || !address) return undefined
  return `${explorer.replace(/\/+$/, '')}/address/${address}`
}
