import { devnetEvmDeployer } from '../devnetEvmContracts.js'

/** Account #9's nonce of the first Delegation Framework start transaction, after the ERC-4337 and Safe ones. */
export const DELEGATION_FIRST_NONCE = 29

/**
 * MetaMask's Delegation Framework (ERC-7710; what MetaMask's ERC-7715 permissions are redeemed through) on every
 * devnet EVM chain, at the same addresses on each: deployed from the audited npm artifacts (@metamask/delegation-abis
 * 2.0.0) with salt 0 through the deterministic deployer anvil ships. The addresses are the devnet's own (the public
 * deployments used another salt and owner). The DelegationManager's owner, who alone may pause it, is account #9, the
 * devnet's deployer: it signs nothing else at run time, so no test's balance or nonce depends on it. The
 * EIP7702StatelessDeleGator (an EOA's code after an EIP-7702 authorization) trusts this DelegationManager and the
 * devnet's EntryPoint v0.7, the version its `validateUserOp(PackedUserOperation…)` and the framework's own
 * EntryPoint ABI are.
 */
export const devnetDelegationContracts = {
  frameworkPackage: '@metamask/delegation-abis@2.0.0',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
  owner: devnetEvmDeployer.address,
  delegationManager: '0xE0426Be474EDfb0Aafcc35479960D3C153B670dD',
  eip7702StatelessDeleGator: '0x70b3Acad50b957eD6E09A7B16E36B30Aa46a5c3C',
  enforcers: {
    /** Total native value over all redemptions: terms `abi.encode(uint256 allowance)`. */
    nativeTokenTransferAmount: '0xD2405F6813c164D3Bef840A076b7A53FADa5e2A5',
    /** Native value per period: terms `encodePacked(uint256 periodAmount, uint256 periodDuration, uint256 startDate)`. */
    nativeTokenPeriodTransfer: '0xDDe1eb11F8365a5C742ce44B1d1D87FE7872140E',
    /** Total ERC-20 `transfer` amount: terms `encodePacked(address token, uint256 maxAmount)`. */
    erc20TransferAmount: '0x4d4eE276A31d5Ceb7F27e9bb76e7E3c59DA01c16',
    /** ERC-20 amount per period: terms `encodePacked(address token, uint256 periodAmount, uint256 periodDuration, uint256 startDate)`. */
    erc20PeriodTransfer: '0x32d29677Dcb5452A8B8f58781B88f61E10aAee21',
    /** Validity window: terms `encodePacked(uint128 after, uint128 before)`, 0 for no bound. */
    timestamp: '0x015a4C29cE7C2dB003519694DEc19aF366edC140',
    /** Call targets: terms the addresses packed (20 bytes each). */
    allowedTargets: '0x7F1c1e1149Ea80F83E0Db2372B8e156561a42df1',
    /** Function selectors: terms the selectors packed (4 bytes each). */
    allowedMethods: '0xDc25D30a9B635e9659c8Ca648609869d513a4719',
    /** Number of redemptions: terms `abi.encode(uint256 limit)`. */
    limitedCalls: '0x74AdcA9958988FE8529B1933BDE34C34BF03ce65',
    /** Native value streamed over time: terms `encodePacked(uint256 initialAmount, uint256 maxAmount, uint256 amountPerSecond, uint256 startTime)`. */
    nativeTokenStreaming: '0x4F01a9e615A25Eda445Ff9AF30ba0508aA6f0438',
    /** An ERC-20 streamed over time: terms `encodePacked(address token, uint256 initialAmount, uint256 maxAmount, uint256 amountPerSecond, uint256 startTime)`. */
    erc20Streaming: '0xb85245E577Be1cb137147573c02e745166E4ACb4',
    /** The call's data, byte for byte (`0x` for a plain ETH transfer): terms the calldata. */
    exactCalldata: '0xDE53d355640F703B9D9264db54EFb5AD7ECEEaE5',
    /** The call's value at most: terms `abi.encode(uint256 maxValue)` (0 for token-only grants). */
    valueLte: '0xC3C613576C97bC237C6be5089cE290c5A0Ba4685',
  },
} as const
