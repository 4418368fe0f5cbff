/**
 * Tether's `transfer` (docs/behaviour.md#limits: a separate transfer ABI for certain USDT contracts): the same call
 * data as ERC-20's, but it returns nothing, so reading its result as ERC-20's bool fails.
 */
export const usdtTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
