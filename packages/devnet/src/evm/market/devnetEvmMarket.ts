import { encodePacked, getContractAddress, getCreate2Address, keccak256 } from 'viem'
import {
  deflatingErc20Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  weth9Abi,
} from '../../generated/uniswapV2Abis.js'
import { devnetEvmContracts, devnetEvmDeployer } from '../devnetEvmContracts.js'

type Address = `0x${string}`

const deployedAt = (nonce: number) =>
  getContractAddress({ from: devnetEvmDeployer.address, nonce: BigInt(nonce) })

/** keccak256 of UniswapV2Pair's creation code in @uniswap/v2-core 1.0.1, the one Router02 hard-codes. */
const PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

const weth = deployedAt(5)
const factory = deployedAt(6)

const pairOf = (tokenA: Address, tokenB: Address): Address => {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  })
}

/** A pool the devnet seeds at start: `amountA` of `tokenA` against `amountB` of `tokenB` (base units). */
export type DevnetEvmPool = {
  name: string
  pair: Address
  tokenA: Address
  tokenB: Address
  amountA: bigint
  amountB: bigint
}

const pool = (
  name: string,
  tokenA: Address,
  amountA: bigint,
  tokenB: Address,
  amountB: bigint,
): DevnetEvmPool => ({
  name,
  pair: pairOf(tokenA, tokenB),
  tokenA,
  tokenB,
  amountA,
  amountB,
})

const { usdc, usdt, token } = devnetEvmContracts
const feeToken = deployedAt(4)
const eth = (amount: number) => BigInt(amount * 1_000) * 10n ** 15n

/**
 * The local market on every devnet EVM chain: Uniswap v2 (factory, Router02, WETH) deployed from the audited npm
 * artifacts by account #9 at its nonces 4 to 7, with pools seeded at the cloud's demo prices (1 ETH = 1,234.50 USD,
 * 1 PTK = 0.42 USD). Swap through `router`; its pair addresses follow from the factory and the pair's init code.
 */
export const devnetEvmMarket = {
  /** Uniswap's test token DeflatingERC20: burns 1 % of every transfer; 1,000,000 DTT minted to account #9. */
  feeOnTransferToken: {
    address: feeToken,
    name: 'Deflating Test Token',
    symbol: 'DTT',
    decimals: 18,
    transferFeeBps: 100,
    totalSupply: 1_000_000n * 10n ** 18n,
    abi: deflatingErc20Abi,
  },
  weth: { address: weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, abi: weth9Abi },
  factory: { address: factory, abi: uniswapV2FactoryAbi },
  router: { address: deployedAt(7), abi: uniswapV2Router02Abi },
  pairAbi: uniswapV2PairAbi,
  pairInitCodeHash: PAIR_INIT_CODE_HASH,
  /** The seeded pools (WETH stands for ETH; the router's *ETH functions wrap and unwrap it). */
  pools: [
    // 1 ETH = 1,234.50 USDC.
    pool('WETH/USDC', weth, eth(100), usdc.address, 123_450n * 10n ** 6n),
    // 1 ETH = 1,234.50 USDT (the token without return values).
    pool('WETH/USDT', weth, eth(100), usdt.address, 123_450n * 10n ** 6n),
    // 1 PTK = 0.42 USDC.
    pool('USDC/PTK', usdc.address, 210n * 10n ** 6n, token.address, 500n * 10n ** 18n),
    // A thin direct pool at 2,800 PTK per ETH, below the 2,939 through USDC: ETH → PTK is better in two hops.
    pool('WETH/PTK', weth, eth(0.05), token.address, 140n * 10n ** 18n),
    // 100,000 DTT sent for 10 ETH; 99,000 arrive (1 % burnt), so 1 ETH ≈ 9,900 DTT.
    pool('WETH/DTT', weth, eth(10), feeToken, 100_000n * 10n ** 18n),
  ],
} as const
