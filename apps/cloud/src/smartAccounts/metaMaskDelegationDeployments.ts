import type { DelegationContractsConfig } from './SmartAccountsConfig.js'

/**
 * MetaMask's Delegation Framework v1.3.0 as MetaMask deployed it (CREATE2, the same addresses on every chain below):
 * `DELEGATOR_CONTRACTS['1.3.0']` of the npm package @metamask/delegation-deployments 2.0.0 (MetaMask/smart-accounts-kit),
 * the same as documents/Deployments.md "v1.3.0" of MetaMask/delegation-framework. Copied, not guessed: the
 * DelegationManager, the EIP7702StatelessDeleGatorImpl and the seven enforcers a grant uses; identical on all 49
 * chains of that version in the package.
 */
const V1_3_0: DelegationContractsConfig = {
  delegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
  eip7702StatelessDeleGator: '0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B',
  enforcers: {
    nativeTokenPeriodTransfer: '0x9BC0FAf4Aca5AE429F4c06aEEaC517520CB16BD9',
    nativeTokenTransferAmount: '0xF71af580b9c3078fbc2BBF16FbB8EEd82b330320',
    erc20PeriodTransfer: '0x474e3Ae7E169e940607cC624Da8A15Eb120139aB',
    erc20TransferAmount: '0xf100b0819427117EcF76Ed94B358B1A5b5C6D2Fc',
    timestamp: '0x1046bb45C8d673d4ea75321280DB34899413c069',
    exactCalldata: '0x99F2e9bF15ce5eC84685604836F71aB835DBBdED',
    valueLte: '0x92Bf12322527cAA612fd31a0e810472BBB106A8F',
  },
}

/** The chain ids of `DELEGATOR_CONTRACTS['1.3.0']` in @metamask/delegation-deployments 2.0.0, mainnets and testnets. */
const V1_3_0_CHAINS = [
  1, 10, 56, 97, 100, 130, 137, 143, 146, 1155, 1301, 1328, 1329, 2020, 4114, 4217, 4326, 4663, 5000, 5003,
  5115, 6343, 8453, 10143, 10200, 13579, 14601, 42161, 42170, 42220, 42431, 46630, 57073, 59141, 59144, 80002,
  80069, 80094, 84532, 202601, 421614, 560048, 737373, 747474, 763373, 5042002, 11142220, 11155111, 11155420,
] as const

/**
 * CAIP-2 chain id → MetaMask's own deployment of the Delegation Framework there: what the cloud names for a chain
 * with a bundler that DELEGATION_CONTRACTS leaves out (docs/cloud.md#smart-accounts-bundler-and-paymaster).
 */
export const metaMaskDelegationDeployments: Readonly<Record<string, DelegationContractsConfig>> =
  Object.freeze(Object.fromEntries(V1_3_0_CHAINS.map((chainId) => [`eip155:${chainId}`, V1_3_0])))
