/**
 * A currency's icon from Portico Cloud (`GET /public/getCurrencyImage/{id}`, docs/behaviour.md#calls), by its code
 * (`USD`, `EUR`); undefined without a cloud.
 * @example currencyImageUrl('https://cloud.example.com', 'USD') // 'https://cloud.example.com/public/getCurrencyImage/USD'
 */
export function currencyImageUrl(cloudUrl: string | undefined, code: string): string | undefined {
  if (!cloudUrl) return undefined
  const id = code.replace(/[^A-Za-z0-9._-]/g, '') || 'CURRENCY'
  return `${cloudUrl.replace(/\/+$/, '')}/public/getCurrencyImage/${encodeURIComponent(id)}`
}
