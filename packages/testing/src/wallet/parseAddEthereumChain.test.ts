import { describe, expect, it } from 'vitest'
import { parseAddEthereumChain } from './parseAddEthereumChain.js'

const valid = {
  chainId: '0x7a6a',
  chainName: 'Portico Local B',
  rpcUrls: ['http://127.0.0.1:8546'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrls: ['http://127.0.0.1:4000'],
}

describe('parseAddEthereumChain', () => {
  it('reads a valid EIP-3085 parameter into a wallet chain', () => {
    expect(parseAddEthereumChain([valid])).toEqual({
      chainId: 31338,
      name: 'Portico Local B',
      rpcUrl: 'http://127.0.0.1:8546',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: 'http://127.0.0.1:4000',
    })
  })

  it.each([
    ['no parameter', []],
    ['a decimal chainId', [{ ...valid, chainId: '31338' }]],
    ['a missing chainName', [{ ...valid, chainName: '' }]],
    ['no rpcUrls', [{ ...valid, rpcUrls: [] }]],
    ['a non-http rpcUrl', [{ ...valid, rpcUrls: ['ftp://127.0.0.1'] }]],
    ['a one-letter symbol', [{ ...valid, nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } }]],
    ['6 decimals', [{ ...valid, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }]],
    ['an explorer that is not a URL', [{ ...valid, blockExplorerUrls: ['explorer'] }]],
  ])('rejects %s with -32602', (_, params) => {
    expect(() => parseAddEthereumChain(params)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
