import { connectorIdOf, genesisReference } from '@portico/adapter-polkadot'
import { labBitcoinTestWallet } from '../src/configs/labBitcoinTestWallet.js'
import { labCosmosTestWallet } from '../src/configs/labCosmosTestWallet.js'
import { labPolkadotTestWallet } from '../src/configs/labPolkadotTestWallet.js'
import { labSolanaTestWallet } from '../src/configs/labSolanaTestWallet.js'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { expect, test } from './world/labTest.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'

test.use({ labConfig: 'siwx-all-namespaces' })

const dashed = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function workerAccount<Account>(accounts: readonly Account[] | undefined): Account {
  const account = accounts?.[1 + test.info().parallelIndex]
  if (!account) throw new Error('The e2e devnet has no account of this namespace for this worker')
  return account
}

interface Target {
  networkId: string
  networkName: string
  walletRow: string
  address: string
}

const targets: Record<string, (devnet: LabDevnet) => Target> = {
  Solana: (devnet) => ({
    networkId: solanaNetworkId(devnet),
    networkName: 'Solana Localnet',
    walletRow: dashed(labSolanaTestWallet.name),
    address: workerAccount(devnet.solana?.accounts).address,
  }),
  Bitcoin: (devnet) => ({
    networkId: devnet.bip122?.caip2 ?? '',
    networkName: 'Bitcoin Regtest',
    walletRow: dashed(labBitcoinTestWallet.name),
    address: workerAccount(devnet.bip122?.accounts).address,
  }),
  Cosmos: (devnet) => ({
    networkId: `cosmos:${devnet.cosmos?.chainId}`,
    networkName: 'Portico Cosmos Localnet',
    walletRow: labCosmosTestWallet.connectorId,
    address: workerAccount(devnet.cosmos?.accounts).address,
  }),
  Polkadot: (devnet) => ({
    networkId: `polkadot:${genesisReference(devnet.polkadot?.genesisHash ?? '')}`,
    networkName: 'Polkadot Local',
    walletRow: connectorIdOf(labPolkadotTestWallet.key),
    address: workerAccount(devnet.polkadot?.accounts).address,
  }),
}

test('EVM: the connected account signs in and is verified', async ({
  lab,
  modal,
  validator,
  account,
  page,
}) => {
  await lab.goto()
  await modal.connect(labTestWallet.rdns)
  await validator.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-sign').click()
  await modal.expectClosed()
  await expect(lab.field('siwx-signed-in')).toHaveText(new RegExp(`^eip155:31337:${account.address}$`, 'i'))
})

for (const [name, target] of Object.entries(targets)) {
  test(`${name}: after EVM, the visitor moves to the namespace, connects and signs in with its wallet`, async ({
    lab,
    modal,
    validator,
    devnet,
    page,
  }) => {
    const { networkId, networkName, walletRow, address } = target(devnet)
    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    await validator.expectView('SIWXSignMessage')
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()

    await modal.openNetworks()
    await modal.networkRow(networkId).click()
    await validator.expectSwitchActiveChain(networkName)
    await modal.confirmSwitchActiveChain()
    await validator.expectView('Connect')
    await modal.selectWallet(walletRow)
    await validator.expectView('SIWXSignMessage')
    await expect(lab.field('portico-address')).toHaveText(address)
    await page.getByTestId('siwx-sign').click()
    await modal.expectClosed()
    await expect(lab.field('siwx-signed-in')).toContainText(`${networkId}:${address}`)
    await expect(lab.events('SIWX_AUTH_SUCCESS')).toHaveCount(2)
    await expect(lab.events('SIWX_AUTH_ERROR')).toHaveCount(0)
  })
}
