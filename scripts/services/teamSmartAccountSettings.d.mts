type Address = `0x${string}`

export const teamSmartAccountSettings: Readonly<{
  ownFramework: {
    delegationManager: Address
    eip7702StatelessDeleGator: Address
    enforcers: Record<
      | 'nativeTokenPeriodTransfer'
      | 'nativeTokenTransferAmount'
      | 'erc20PeriodTransfer'
      | 'erc20TransferAmount'
      | 'timestamp'
      | 'exactCalldata'
      | 'valueLte',
      Address
    >
  }
  bundlers: Record<'eip155:8453' | 'eip155:10', string>
  metaMaskDelegationManager: Address
}>
