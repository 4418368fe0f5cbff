import { type ChainNamespace, parseCaipNetworkId, type SiwxMessageData } from '@portico/core'
import { NAMESPACE_ACCOUNT_NAMES } from './namespaceNames.js'

/**
 * The text a wallet signs (CAIP-122): EIP-4361 for eip155, the same lines with the namespace's
 * account for the others. `Chain ID` is the network's CAIP-2 reference (1 for Ethereum mainnet).
 * @example formatSiwxMessage({ domain: 'dapp.example', accountAddress: '0x…', chainId: 'eip155:1', … })
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId)
  const lines = [
    `${data.domain} wants you to sign in with your ${NAMESPACE_ACCOUNT_NAMES[chainNamespace as ChainNamespace]} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement) lines.push(data.statement, '')
  else lines.push('')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${chainId}`, `Nonce: ${data.nonce}`)
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
