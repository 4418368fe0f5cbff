import { expect, it } from 'vitest'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaTestnet } from './solanaTestnet.js'

it('names the public clusters by the first 32 characters of their genesis hash, in SOL with 9 decimals', () => {
  expect([solana, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VPwjbq9',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  ])
  expect(solana).toMatchObject({
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  })
  expect(solana.testnet).toBeUndefined()
  expect([solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([true, true])
})
