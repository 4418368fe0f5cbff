import type { Network } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { proposalNamespaces } from './proposalNamespaces.js'

const network = (caipNetworkId: string) =>
  ({ caipNetworkId, chainNamespace: caipNetworkId.split(':')[0] }) as unknown as Network

describe('proposalNamespaces (CAIP-25 optional namespaces)', () => {
  it("holds each taking-part namespace's chains once, with its methods and events; others are left out", () => {
    const namespaces = proposalNamespaces(
      [
        network('eip155:1'),
        network('eip155:10'),
        network('eip155:1'),
        network('solana:abc'),
        network('cosmos:hub'),
      ],
      ['eip155', 'solana'],
    )
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
    expect(namespaces.eip155?.methods).toContain('wallet_addEthereumChain')
    // EIP-5792's methods are asked for: a wallet that runs batches approves them.
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'wallet_getCapabilities',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_showCallsStatus',
      ]),
    )
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(namespaces.solana).toEqual({
      chains: ['solana:abc'],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    })
  })
})
