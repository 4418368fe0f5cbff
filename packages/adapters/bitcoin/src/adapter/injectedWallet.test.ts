// @vitest-environment happy-dom
import { type Devnet, startDevnet } from '@portico/devnet'
import { installTestWallets, verifyBitcoinMessage } from '@portico/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

let devnet: Devnet<'bip122'>
beforeAll(async () => {
  devnet = await startDevnet({ chains: ['bip122'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

it('connects, reads the balance and signs with a wallet the page got from installTestWallets', async () => {
  const account = devnet.bip122.accounts[7]
  if (!account) throw new Error('The devnet has ten Bitcoin accounts')
  const chains = [{ id: 'bitcoin:regtest' as const, esploraUrl: devnet.bip122.esploraUrl }]
  // What the Playwright init script does before the page's own scripts.
  installTestWallets(
    {
      chains: [],
      wallets: [],
      bitcoin: { chains, wallets: [{ name: 'Injected Bitcoin Wallet', privateKey: account.privateKey }] },
    },
    { target: window, memory: window.sessionStorage },
  )
  const network = bitcoinRegtest({ esploraUrl: devnet.bip122.esploraUrl })
  const adapter = bitcoinAdapter()
  await adapter.setup({
    networks: [network],
    enableEIP6963: true,
    enableInjected: true,
    emit: () => undefined,
  })

  const connection = await adapter.connect({ connectorId: 'injected-bitcoin-wallet', network })
  expect(connection.address).toBe(account.address)
  expect((await adapter.getBalance({ address: connection.address, network })).value).toBeGreaterThan(0n)
  const signature = await adapter.signMessage({ message: 'injected', address: connection.address })
  expect(verifyBitcoinMessage('injected', signature, account.address)).toBe(true)
  adapter.destroy?.()
})
