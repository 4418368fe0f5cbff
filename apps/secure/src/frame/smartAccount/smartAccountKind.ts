/**
 * The kind of the wallet's smart account, in this one place: a Safe 1.4.1 with the Safe 4337 module 0.3.0 (it proves
 * its owner's signatures: ERC-1271, ERC-6492 before deployment), or SimpleAccount v0.7 (sends only: no ERC-1271).
 * The frame keeps the accounts it opened under their kind, so a change of kind never reuses another kind's address.
 */
export type SmartAccountKind = 'safe' | 'simple'
export const SMART_ACCOUNT_KIND: SmartAccountKind = 'safe'
