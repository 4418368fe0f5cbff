import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'

const data = {
  domain: 'dapp.example',
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const,
  chainId: 'eip155:1' as const,
  uri: 'https://dapp.example/login',
  version: '1',
  nonce: 'k3Yz9Qp2Lm8Rt4Wx',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text for eip155, as viem writes it, with and without the optional fields', () => {
    const full = {
      ...data,
      statement: 'Sign in to Dapp',
      expirationTime: '2026-01-02T00:00:00.000Z',
      notBefore: '2026-01-01T00:00:00.000Z',
      requestId: 'r-1',
      resources: ['https://dapp.example/terms', 'ipfs://bafy'],
    }
    expect(formatSiwxMessage(full)).toBe(
      createSiweMessage({
        domain: full.domain,
        address: full.accountAddress,
        chainId: 1,
        uri: full.uri,
        version: '1',
        nonce: full.nonce,
        statement: full.statement,
        issuedAt: new Date(full.issuedAt),
        expirationTime: new Date(full.expirationTime),
        notBefore: new Date(full.notBefore),
        requestId: full.requestId,
        resources: full.resources,
      }),
    )
    expect(formatSiwxMessage(data)).toBe(
      createSiweMessage({
        domain: data.domain,
        address: data.accountAddress,
        chainId: 1,
        uri: data.uri,
        version: '1',
        nonce: data.nonce,
        issuedAt: new Date(data.issuedAt),
      }),
    )
  })

  it("names the namespace's account and the chain reference for the other namespaces", () => {
    const text = formatSiwxMessage({
      ...data,
      accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'dapp.example wants you to sign in with your Solana account:',
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })
})
