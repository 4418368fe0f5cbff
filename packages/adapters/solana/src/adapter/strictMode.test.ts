// @vitest-environment happy-dom

import { createMemoryBackend, createPortico } from '@portico/core'
import { describeAdapterIdentity } from '@portico/core/testing'
import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { solana } from '../networks/solana.js'
import { solanaAdapter } from './solanaAdapter.js'

describeAdapterIdentity('solana', {
  createAdapter: () => solanaAdapter(),
  network: solana,
  connectorId: 'phantom',
})

it("is one Portico instance when the adapter is created twice with the same app's wallets", () => {
  const wallet: Wallet = {
    version: '1.0.0',
    name: 'App Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:mainnet'],
    accounts: [],
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
  }
  const create = (wallets: Wallet[]) =>
    createPortico({
      projectId: 'solana-adapter-strict-mode-wallets',
      networks: [solana],
      adapters: [solanaAdapter({ wallets })],
      storage: createMemoryBackend(),
    })
  const portico = create([wallet])
  expect(create([wallet])).toBe(portico)
  expect(solanaAdapter({ wallets: [wallet] }).identity).not.toBe(solanaAdapter().identity)
  portico.destroy()
})
