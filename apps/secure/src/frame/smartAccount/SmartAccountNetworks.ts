import type { DelegationContracts } from '../../rpc/grants/DelegationContracts.js'

/**
 * The networks where the project's embedded wallet has a smart account, each with the ERC-4337 bundler its user
 * operations go to and, where the project sponsors them, the ERC-7677 paymaster that pays their gas. The frame page
 * builds it from the cloud (readSmartAccountNetworks: always the cloud's own endpoints). A network not named here uses
 * the EOA.
 */
export type SmartAccountNetworks = Readonly<
  Record<
    `eip155:${number}`,
    {
      readonly bundlerUrl: string
      readonly paymasterUrl?: string | undefined
      /** The network's Delegation Framework, where the cloud names one: ERC-7715 grants are signed against it. */
      readonly delegation?: DelegationContracts | undefined
    }
  >
>
