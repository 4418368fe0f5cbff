import { encodeDeployData, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import {
  collectibleNftArtifact,
  standardTokenArtifact,
  tetherLikeTokenArtifact,
} from '../../generated/evmContracts.js'
import { delegationStartTransactions } from '../delegation/delegationStartTransactions.js'
import { devnetEvmAccounts } from '../devnetEvmAccounts.js'
import { devnetEvmContracts, devnetEvmDeployer } from '../devnetEvmContracts.js'
import { safeStartTransactions } from '../smartAccounts/safeStartTransactions.js'
import { smartAccountStartTransactions } from '../smartAccounts/smartAccountStartTransactions.js'
import { devnetEvmMarket } from './devnetEvmMarket.js'
import { loadUniswapV2Bytecode } from './loadUniswapV2Bytecode.js'

type Address = `0x${string}`

/** One transaction of the deployer at start, sent at nonce = its index with an explicit gas limit. */
export type DevnetEvmStartTransaction = {
  label: string
  to?: Address | undefined
  data: `0x${string}`
  value?: bigint | undefined
  gas: bigint
  /** A deployment: the address it must land at. */
  contractAddress?: Address | undefined
  /** A deployment through the deterministic deployer: the address that must hold code afterwards. */
  codeAt?: Address | undefined
}

const DEPLOY_GAS = 6_000_000n
const APPROVE_GAS = 100_000n
// Creating the pair (CREATE2 of UniswapV2Pair) and minting its first liquidity.
const ADD_LIQUIDITY_GAS = 4_000_000n

/**
 * Every transaction account #9 sends on a fresh devnet EVM chain, in nonce order: the tokens and the collection
 * (nonces 0 to 3), the market (4 to 7), the router's allowances, the seeded pools, the ERC-4337 contracts (from
 * nonce 17, smartAccountStartTransactions) and Safe with its 4337 module (from nonce 21, safeStartTransactions) and
 * the Delegation Framework (from nonce 29, delegationStartTransactions). With explicit nonces and gas limits they can all be sent without waiting
 * for one another.
 */
export function devnetEvmStartTransactions({
  paymasterSigner,
}: {
  /** The address whose signature the devnet's VerifyingPaymaster accepts. */
  paymasterSigner: Address
}): DevnetEvmStartTransaction[] {
  const holders = devnetEvmAccounts.map((account) => account.address)
  const { usdt, token, nft, usdc } = devnetEvmContracts
  const { weth, factory, router, feeOnTransferToken, pools } = devnetEvmMarket
  const bytecode = loadUniswapV2Bytecode()
  const deploy = (label: string, address: Address, data: `0x${string}`) => ({
    label,
    data,
    gas: DEPLOY_GAS,
    contractAddress: address,
  })
  const approve = (address: Address) => ({
    label: `approve the router for ${address}`,
    to: address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router.address, maxUint256] }),
    gas: APPROVE_GAS,
  })
  const deployer = devnetEvmDeployer.address
  const addLiquidity = (pool: (typeof pools)[number]) => ({
    label: `seed ${pool.name}`,
    to: router.address,
    gas: ADD_LIQUIDITY_GAS,
    ...(pool.tokenA === weth.address
      ? {
          value: pool.amountA,
          data: encodeFunctionData({
            abi: router.abi,
            functionName: 'addLiquidityETH',
            args: [pool.tokenB, pool.amountB, 0n, 0n, deployer, maxUint256],
          }),
        }
      : {
          data: encodeFunctionData({
            abi: router.abi,
            functionName: 'addLiquidity',
            args: [pool.tokenA, pool.tokenB, pool.amountA, pool.amountB, 0n, 0n, deployer, maxUint256],
          }),
        }),
  })
  return [
    deploy(
      'USDT',
      usdt.address,
      encodeDeployData({ ...tetherLikeTokenArtifact, args: [holders, usdt.balancePerAccount] }),
    ),
    deploy(
      'PTK',
      token.address,
      encodeDeployData({
        ...standardTokenArtifact,
        args: [token.name, token.symbol, token.decimals, holders, token.balancePerAccount],
      }),
    ),
    deploy(
      'PCOL',
      nft.address,
      encodeDeployData({ ...collectibleNftArtifact, args: [nft.owner, BigInt(nft.tokenIds.length)] }),
    ),
    deploy(
      'USDC',
      usdc.address,
      encodeDeployData({
        ...standardTokenArtifact,
        args: [usdc.name, usdc.symbol, usdc.decimals, holders, usdc.balancePerAccount],
      }),
    ),
    deploy(
      'DTT',
      feeOnTransferToken.address,
      encodeDeployData({
        abi: feeOnTransferToken.abi,
        bytecode: bytecode.deflatingErc20,
        args: [feeOnTransferToken.totalSupply],
      }),
    ),
    deploy('WETH', weth.address, bytecode.weth9),
    deploy(
      'UniswapV2Factory',
      factory.address,
      encodeDeployData({ abi: factory.abi, bytecode: bytecode.factory, args: [deployer] }),
    ),
    deploy(
      'UniswapV2Router02',
      router.address,
      encodeDeployData({
        abi: router.abi,
        bytecode: bytecode.router02,
        args: [factory.address, weth.address],
      }),
    ),
    ...[usdc.address, usdt.address, token.address, feeOnTransferToken.address].map(approve),
    ...pools.map(addLiquidity),
    ...smartAccountStartTransactions({ paymasterSigner }),
    ...safeStartTransactions(),
    ...delegationStartTransactions(),
  ]
}
