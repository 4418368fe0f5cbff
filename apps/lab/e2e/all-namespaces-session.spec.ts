import { connectorIdOf, genesisReference } from '@portico/adapter-polkadot'
import { labBitcoinTestWallet } from '../src/configs/labBitcoinTestWallet.js'
import { labCosmosTestWallet } from '../src/configs/labCosmosTestWallet.js'
import { labPolkadotTestWallet } from '../src/configs/labPolkadotTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { expect, test } from './world/labTest.js'
import { openSwitchActiveChain } from './world/openSwitchActiveChain.js'

test.use({ labConfig: 'all-namespaces' })

/** What the tests need of a namespace: its network, its wallet row and the worker's address on it. */
interface Target {
  namespace: string
  networkId: string
  networkName: string
  walletRow: string
  address: string
}

/** The devnet account the worker's test wallets sign with (labTest gives each worker its own). */
function workerAddress(accounts: readonly { address: string }[] | undefined): string {
  const account = accounts?.[1 + test.info().parallelIndex]
  if (!account) throw new Error('The e2e devnet has no account of this namespace for this worker')
  return account.address
}

const targets: Record<'bitcoin' | 'cosmos' | 'polkadot', (devnet: LabDevnet) => Target> = {
  bitcoin: (devnet) => ({
    namespace: 'bip122',
    networkId: devnet.bip122?.caip2 ?? '',
    networkName: 'Bitcoin Regtest',
    walletRow: labBitcoinTestWallet.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: workerAddress(devnet.bip122?.accounts),
  }),
  cosmos: (devnet) => ({
    namespace: 'cosmos',
    networkId: `cosmos:${devnet.cosmos?.chainId}`,
    networkName: 'Portico Cosmos Localnet',
    walletRow: labCosmosTestWallet.connectorId,
    address: workerAddress(devnet.cosmos?.accounts),
  }),
  polkadot: (devnet) => ({
    namespace: 'polkadot',
    networkId: `polkadot:${genesisReference(devnet.polkadot?.genesisHash ?? '')}`,
    networkName: 'Polkadot Local',
    walletRow: connectorIdOf(labPolkadotTestWallet.key),
    address: workerAddress(devnet.polkadot?.accounts),
  }),
}

for (const name of ['bitcoin', 'cosmos', 'polkadot'] as const) {
  test(`${name}: a declined connection shows and retry connects; a reload keeps both namespaces connected; EVM and back without a prompt`, async ({
    page,
    lab,
    modal,
    validator,
    account,
    devnet,
    bitcoinWallet,
    cosmosWallet,
    polkadotWallet,
  }) => {
    const wallet = { bitcoin: bitcoinWallet, cosmos: cosmosWallet, polkadot: polkadotWallet }[name]
    const target = targets[name](devnet)
    await lab.goto()
    await openSwitchActiveChain(modal, validator, target.networkId, target.networkName)
    await modal.confirmSwitchActiveChain()
    await validator.expectView('Connect')

    await wallet.reject()
    await modal.selectWallet(target.walletRow)
    await validator.expectConnectingState('rejected')
    await expect(page.getByTestId('connecting-external')).toContainText('Connection declined')
    await wallet.approve()
    await page.getByTestId('connecting-external-retry').click()
    await validator.expectNetwork(target.networkId)
    await expect(lab.field('portico-namespace')).toHaveText(target.namespace)
    await expect(lab.field('portico-address')).toHaveText(target.address)

    // A returning visitor lands where they left, connected in both namespaces.
    await page.reload()
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'all-namespaces')
    await validator.expectNetwork(target.networkId)
    await expect(lab.field('portico-namespace')).toHaveText(target.namespace)
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(target.address)

    // Back to EVM, then to the namespace again: both connections were restored, so nothing asks.
    await modal.switchNetwork('eip155:31337')
    await validator.expectConnected(account.address)
    await expect(lab.field('portico-namespace')).toHaveText('eip155')
    await modal.switchNetwork(target.networkId)
    await expect(lab.field('portico-namespace')).toHaveText(target.namespace)
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(target.address)
    expect(await modal.isOpen()).toBe(false)
  })
}

test.describe("the page's own test wallets (&wallet=test)", () => {
  test.use({ injectWallets: false })

  test('Polkadot, connected through SwitchActiveChain, is still connected after a reload', async ({
    page,
    lab,
    modal,
    validator,
    devnet,
  }) => {
    const target = targets.polkadot(devnet)
    await page.goto('/?config=all-namespaces&wallet=test')
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'all-namespaces')
    await openSwitchActiveChain(modal, validator, target.networkId, target.networkName)
    await modal.confirmSwitchActiveChain()
    await modal.selectWallet(target.walletRow)
    await validator.expectNetwork(target.networkId)
    await expect(lab.field('portico-status')).toHaveText('connected')
    const address = (await lab.field('portico-address').textContent()) ?? ''

    await page.reload()
    await expect(page.getByTestId('lab-page')).toHaveAttribute('data-config', 'all-namespaces')
    await validator.expectNetwork(target.networkId)
    await expect(lab.field('portico-namespace')).toHaveText('polkadot')
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(address)
    expect(await page.evaluate(() => localStorage.getItem('@portico/connected_namespaces'))).toContain(
      'polkadot',
    )
  })
})
