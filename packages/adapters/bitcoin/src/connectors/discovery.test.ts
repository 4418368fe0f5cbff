// @vitest-environment happy-dom
import type { AdapterEvent } from '@portico/core'
import { registerBitcoinTestWallet } from '@portico/testing'
import type { Wallet } from '@wallet-standard/base'
import { expect, it } from 'vitest'
import { bitcoinAdapter } from '../adapter/bitcoinAdapter.js'
import { bitcoin } from '../networks/bitcoin.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const pageWallet = (name: string, chains: Wallet['chains'], features: Wallet['features']): Wallet => ({
  version: '1.0.0',
  name,
  icon,
  chains,
  accounts: [],
  features,
})
const connect = { 'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } }

it('lists the Bitcoin wallets registered on the page, and announces one registered later', async () => {
  registerBitcoinTestWallet(pageWallet('Early Wallet', ['bitcoin:mainnet'], connect))
  registerBitcoinTestWallet(pageWallet('Solana Only', ['solana:mainnet'], connect))
  registerBitcoinTestWallet(pageWallet('No Bitcoin Connect', ['bitcoin:mainnet'], { 'standard:connect': {} }))
  const adapter = bitcoinAdapter()
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks: [bitcoin],
    enableEIP6963: true,
    enableInjected: true,
    emit: (e) => events.push(e),
  })
  expect(adapter.getConnectors().map(({ id, name, type, chain }) => ({ id, name, type, chain }))).toEqual([
    { id: 'early-wallet', name: 'Early Wallet', type: 'ANNOUNCED', chain: 'bip122' },
  ])
  registerBitcoinTestWallet(pageWallet('Late Wallet', ['bitcoin:mainnet', 'bitcoin:testnet'], connect))
  const announced = events.filter((event) => event.type === 'connectors').at(-1)
  expect(announced?.type === 'connectors' && announced.connectors.map((connector) => connector.id)).toEqual([
    'early-wallet',
    'late-wallet',
  ])
  adapter.destroy?.()
})
