import { getContractAddress } from 'viem'
import {
  collectibleNftArtifact,
  standardTokenArtifact,
  tetherLikeTokenArtifact,
} from '../generated/evmContracts.js'
import { devnetEvmAccounts } from './devnetEvmAccounts.js'

/**
 * Account #9 deploys the contracts at its nonces 0, 1, 2 and 3 on a fresh chain (then the market, devnetEvmMarket),
 * so addresses never change.
 */
export const devnetEvmDeployer = devnetEvmAccounts[9]

const deployedAt = (nonce: number) =>
  getContractAddress({ from: devnetEvmDeployer.address, nonce: BigInt(nonce) })

/**
 * Contracts deployed at start on every devnet EVM chain, at the same addresses on each.
 * USDT mimics Tether: 6 decimals and `transfer`/`transferFrom`/`approve` that return nothing.
 */
export const devnetEvmContracts = {
  usdt: {
    address: deployedAt(0),
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    /** Minted to each of the ten dev accounts (1,000,000 USDT). */
    balancePerAccount: 1_000_000n * 10n ** 6n,
    abi: tetherLikeTokenArtifact.abi,
  },
  token: {
    address: deployedAt(1),
    name: 'Portico Token',
    symbol: 'PTK',
    decimals: 18,
    /** Minted to each of the ten dev accounts (1,000 PTK). */
    balancePerAccount: 1_000n * 10n ** 18n,
    abi: standardTokenArtifact.abi,
  },
  nft: {
    address: deployedAt(2),
    name: 'Portico Collectibles',
    symbol: 'PCOL',
    /** Token ids 1..3, all owned by dev account #0. */
    tokenIds: [1n, 2n, 3n],
    owner: devnetEvmAccounts[0].address,
    abi: collectibleNftArtifact.abi,
    /** To deploy another collection in a test: constructor `(owner, count)` mints ids 1..count to owner. */
    bytecode: collectibleNftArtifact.bytecode,
  },
  usdc: {
    address: deployedAt(3),
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    /** Minted to each of the ten dev accounts (1,000,000 USDC). Unlike USDT, its functions return a bool. */
    balancePerAccount: 1_000_000n * 10n ** 6n,
    abi: standardTokenArtifact.abi,
  },
} as const
