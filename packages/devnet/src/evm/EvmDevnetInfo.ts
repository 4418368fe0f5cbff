import type { DevnetEvmChain } from './defineDevnetEvmChain.js'
import type { DevnetEvmAccount } from './devnetEvmAccounts.js'

type TokenInfo = { address: string; name: string; symbol: string; decimals: number }

/** What a running EVM devnet exposes (and what the devnet file holds under `eip155`). */
export type EvmDevnetInfo = {
  chains: DevnetEvmChain[]
  accounts: DevnetEvmAccount[]
  contracts: {
    usdt: TokenInfo
    token: TokenInfo
    nft: { address: string; name: string; symbol: string; owner: string; tokenIds: number[] }
    usdc: TokenInfo
    /** The Uniswap v2 market (devnetEvmMarket): WETH, the fee-on-transfer token, factory, Router02, seeded pools. */
    market: {
      weth: TokenInfo
      feeOnTransferToken: TokenInfo & { transferFeeBps: number }
      factory: string
      router: string
      pairInitCodeHash: string
      pools: { name: string; pair: string; tokenA: string; tokenB: string }[]
    }
  }
  /** ERC-4337 (devnetSmartAccountContracts): the same contracts on every chain, one bundler per chain. */
  smartAccounts: {
    entryPointVersion: '0.7'
    entryPoint: string
    simpleAccountFactory: string
    /** The VerifyingPaymaster, funded on the EntryPoint. */
    paymaster: string
    /** The key the paymaster accepts signatures of: new on every run, for the cloud's lab config. */
    paymasterSigner: { address: string; privateKey: string }
    /** Safe 1.4.1 and its ERC-4337 module 0.3.0 (devnetSafeContracts): the wallet's smart account. */
    safe: {
      version: '1.4.1'
      moduleVersion: '0.3.0'
      singletonL2: string
      singleton: string
      proxyFactory: string
      fallbackHandler: string
      multiSend: string
      multiSendCallOnly: string
      moduleSetup: string
      safe4337Module: string
    }
    /**
     * MetaMask's Delegation Framework (devnetDelegationContracts): ERC-7710 delegations, the ground of ERC-7715
     * grants. An EOA that authorizes `eip7702StatelessDeleGator` (EIP-7702) can sign delegations that a session key
     * redeems through `delegationManager`, bounded by the enforcers' caveats.
     */
    delegation: {
      frameworkPackage: string
      delegationManager: string
      eip7702StatelessDeleGator: string
      enforcers: {
        nativeTokenTransferAmount: string
        nativeTokenPeriodTransfer: string
        erc20TransferAmount: string
        erc20PeriodTransfer: string
        timestamp: string
        allowedTargets: string
        allowedMethods: string
        limitedCalls: string
        nativeTokenStreaming: string
        erc20Streaming: string
        exactCalldata: string
        valueLte: string
      }
    }
    /** Alto, started against each chain (empty unless the devnet was started with `bundlers`). */
    bundlers: { chainId: number; url: string }[]
  }
}
