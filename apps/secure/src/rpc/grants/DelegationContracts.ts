import type { Address } from 'viem'

/**
 * MetaMask's Delegation Framework on one network (docs/devnet.md#delegations-erc-7710-the-ground-of-erc-7715-grants):
 * the DelegationManager that checks and redeems delegations, the EIP7702StatelessDeleGator an EOA's code points at
 * (EIP-7702), and the caveat enforcers an ERC-7715 grant is made of. A network without them has no grants.
 */
export type DelegationContracts = {
  readonly delegationManager: Address
  readonly eip7702StatelessDeleGator: Address
  readonly enforcers: {
    readonly nativeTokenPeriodTransfer: Address
    readonly nativeTokenTransferAmount: Address
    readonly erc20PeriodTransfer: Address
    readonly erc20TransferAmount: Address
    readonly timestamp: Address
    readonly exactCalldata: Address
    readonly valueLte: Address
  }
}

/** The networks (CAIP-2) where the frame may sign grants, each with its Delegation Framework addresses. */
export type DelegationNetworks = Readonly<Record<`eip155:${number}`, DelegationContracts>>
