/**
 * A token's image from Portico Cloud (`GET /public/getTokenImage/{id}`, docs/behaviour.md#calls), by its symbol as
 * the cloud's portfolio names EVM token images (Send and the Solana portfolio use it for tokens without an image
 * of their own); undefined without a cloud.
 * @example tokenImageUrl('https://cloud.example.com', 'USDC') // 'https://cloud.example.com/public/getTokenImage/USDC'
 */
export function tokenImageUrl(cloudUrl: string | undefined, symbol: string): string | undefined {
  if (!cloudUrl) return undefined
  // The cloud's image ids are letters, digits, '.', '_' and '-' (as its portfolio writes them).
  const id = symbol.replace(/[^A-Za-z0-9._-]/g, '') || 'TOKEN'
  return `${cloudUrl.replace(/\/+$/, '')}/public/getTokenImage/${encodeURIComponent(id)}`
}
