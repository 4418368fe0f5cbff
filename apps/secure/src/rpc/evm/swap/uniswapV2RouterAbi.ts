/**
 * Uniswap v2 Router02's exact-input swaps (v2-periphery's `IUniswapV2Router02`), the calls Portico Cloud's pools
 * provider builds: the frame decodes a transaction's data with these, never with a summary the page gives. A JSON ABI
 * rather than `parseAbi`, so that viem's signature parser stays out of the frame's EVM chunk.
 */
export const uniswapV2RouterAbi = [
  {
    name: 'swapExactETHForTokens',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [
      {
        type: 'uint256[]',
        name: 'amounts',
      },
    ],
  },
  {
    name: 'swapExactTokensForETH',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountIn',
      },
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [
      {
        type: 'uint256[]',
        name: 'amounts',
      },
    ],
  },
  {
    name: 'swapExactTokensForTokens',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountIn',
      },
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [
      {
        type: 'uint256[]',
        name: 'amounts',
      },
    ],
  },
  {
    name: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [],
  },
  {
    name: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountIn',
      },
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [],
  },
  {
    name: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'uint256',
        name: 'amountIn',
      },
      {
        type: 'uint256',
        name: 'amountOutMin',
      },
      {
        type: 'address[]',
        name: 'path',
      },
      {
        type: 'address',
        name: 'to',
      },
      {
        type: 'uint256',
        name: 'deadline',
      },
    ],
    outputs: [],
  },
] as const
