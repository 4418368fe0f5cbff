import { createRequire } from 'node:module'

type Hex = `0x${string}`
const require = createRequire(import.meta.url)

const artifacts = {
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  weth9: '@uniswap/v2-periphery/build/WETH9.json',
  deflatingErc20: '@uniswap/v2-periphery/build/DeflatingERC20.json',
} as const

/**
 * The creation code of the market's contracts, read from the pinned, audited npm artifacts (@uniswap/v2-core 1.0.1,
 * @uniswap/v2-periphery 1.1.0-beta.0) rather than copied into this package.
 */
export function loadUniswapV2Bytecode(): Record<keyof typeof artifacts, Hex> {
  const read = (path: string): Hex => {
    const { bytecode } = require(path) as { bytecode: string }
    return (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex
  }
  return {
    factory: read(artifacts.factory),
    router02: read(artifacts.router02),
    weth9: read(artifacts.weth9),
    deflatingErc20: read(artifacts.deflatingErc20),
  }
}
