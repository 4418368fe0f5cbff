import type { DelegationContractsConfig } from '../../apps/cloud/src/smartAccounts/SmartAccountsConfig.js'

export const teamSmartAccountSettings: Readonly<{
  ownFramework: DelegationContractsConfig
  bundlers: Record<'eip155:8453' | 'eip155:10', string>
  metaMaskDelegationManager: `0x${string}`
}>
