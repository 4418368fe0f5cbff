import type { Template } from '../options/choices.js'

/** A component of the app's own that reads Portico's state: the connected account, in any namespace. */
export function accountComponent(template: Template): string {
  return `${template === 'next' ? "'use client'\n\n" : ''}import { usePorticoAccount } from '@portico/react'

/** The connected account, through Portico's hook (it works for every namespace the app lists). */
export function Account() {
  const { caipAddress, isConnected } = usePorticoAccount()
  return <p data-testid="account">{isConnected ? \`Connected: \${caipAddress}\` : 'No wallet connected yet.'}</p>
}
`
}
