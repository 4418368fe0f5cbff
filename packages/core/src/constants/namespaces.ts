import type { AccountType } from '../types/account.js'
import type { ChainNamespace } from '../types/namespace.js'

/** The five chain namespaces Portico speaks (docs/behaviour.md#transitions). */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly ChainNamespace[]

/**
 * Default account type per namespace (docs/behaviour.md#limits) for four of them; cosmos has no smart or
 * payment accounts, so it takes 'eoa' like polkadot and solana.
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}

/** Namespaces where a feature is offered (docs/behaviour.md#limits). */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export const SEND_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export const NAMES_NAMESPACES = ['eip155'] as const satisfies readonly ChainNamespace[]
export const ACTIVITY_NAMESPACES = ['eip155'] as const satisfies readonly ChainNamespace[]
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
