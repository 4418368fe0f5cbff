import { signatureVerify } from '@polkadot/util-crypto'
import { connectorIdOf, genesisReference } from '@portico/adapter-polkadot'
import { shortenAddress } from '@portico/core'
import { verifyBitcoinMessage } from '@portico/testing'
import type { ModalPage, ModalValidator } from '@portico/testing/playwright'
import { labBitcoinTestWallet } from '../src/configs/labBitcoinTestWallet.js'
import { labCosmosTestWallet } from '../src/configs/labCosmosTestWallet.js'
import { labPolkadotTestWallet } from '../src/configs/labPolkadotTestWallet.js'
import { labSolanaTestWallet } from '../src/configs/labSolanaTestWallet.js'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import type { LabPage } from './pages/LabPage.js'
import { expect, type Page, test } from './world/labTest.js'
import { openSwitchActiveChain } from './world/openSwitchActiveChain.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'
import { verifyCosmosMessage } from './world/verifyCosmosMessage.js'
import { verifySolanaMessage } from './world/verifySolanaMessage.js'

/** The wallet rows' keys: the Wallet Standard adapters key a wallet by its name, dashed. */
const dashed = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

test.use({ labConfig: 'all-namespaces' })

/** The devnet account the worker's test wallets sign with (labTest gives each worker its own). */
function workerAccount<Account>(accounts: readonly Account[] | undefined): Account {
  const account = accounts?.[1 + test.info().parallelIndex]
  if (!account) throw new Error('The e2e devnet has no account of this namespace for this worker')
  return account
}

/**
 * EVM connected → the network of another namespace → SwitchActiveChain → its test wallet connects:
 * the lab and the account view show the address and a balance in the namespace's symbol.
 */
async function connectOtherNamespace(
  { page, lab, modal, validator }: { page: Page; lab: LabPage; modal: ModalPage; validator: ModalValidator },
  target: { namespace: string; networkId: string; networkName: string; walletRow: string; address: string },
  symbol: string,
): Promise<void> {
  await lab.goto()
  await openSwitchActiveChain(modal, validator, target.networkId, target.networkName)
  await modal.confirmSwitchActiveChain()
  await validator.expectView('Connect')
  await validator.expectWalletRows([target.walletRow])
  await modal.selectWallet(target.walletRow)
  await validator.expectNetwork(target.networkId)
  await expect(lab.field('portico-namespace')).toHaveText(target.namespace)
  await expect(lab.field('portico-address')).toHaveText(target.address)

  await modal.open()
  await validator.expectView('Account')
  await expect(page.getByTestId('account-address')).toHaveText(shortenAddress(target.address))
  await validator.expectBalance(new RegExp(`^[\\d,]+\\.\\d{3} ${symbol}$`))
  await modal.close()
  await expect(lab.field('portico-balance')).toHaveText(new RegExp(` ${symbol}$`))
}

/** The amount of the balance the lab's Portico panel shows ('1,234.5 BTC' → 1234.5). */
async function shownBalance(lab: LabPage): Promise<number> {
  return Number.parseFloat(((await lab.field('portico-balance').textContent()) ?? '').replaceAll(',', ''))
}

/** Sends the namespace's transfer through Portico and waits until the balance the page shows goes down. */
async function sendAndSeeBalanceChange(page: Page, lab: LabPage, symbol: string): Promise<string> {
  await expect(page.getByTestId('portico-send-transaction')).toHaveText(
    new RegExp(`^Send [\\d.]+ ${symbol}$`),
  )
  const before = await shownBalance(lab)
  const sent = await lab.runAction('portico-send-transaction', 'portico-transaction')
  expect(sent.state, sent.text).toBe('success')
  // The adapters poll balances (Bitcoin every 5 s), so this waits longer than a plain expect.
  await expect.poll(() => shownBalance(lab), { timeout: 30_000 }).toBeLessThan(before)
  return sent.text
}

test('Bitcoin: connected on EVM, the visitor moves to regtest, connects, signs and sends BTC', async ({
  page,
  lab,
  modal,
  validator,
  bitcoinWallet,
  devnet,
}) => {
  if (!devnet.bip122) throw new Error('The e2e devnet runs no Bitcoin chain')
  const payment = workerAccount(devnet.bip122.accounts).address
  await connectOtherNamespace(
    { page, lab, modal, validator },
    {
      namespace: 'bip122',
      networkId: devnet.bip122.caip2,
      networkName: 'Bitcoin Regtest',
      walletRow: dashed(labBitcoinTestWallet.name),
      address: payment,
    },
    'BTC',
  )
  expect(await bitcoinWallet.authorized()).toBe(true)

  const signed = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(signed.state, signed.text).toBe('success')
  expect(verifyBitcoinMessage(LAB_SIGN_MESSAGE, signed.text, payment)).toBe(true)

  const txid = await sendAndSeeBalanceChange(page, lab, 'BTC')
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
})

test('Cosmos: connected on EVM, the visitor moves to the Cosmos chain, connects, signs and sends PTC', async ({
  page,
  lab,
  modal,
  validator,
  cosmosWallet,
  devnet,
}) => {
  if (!devnet.cosmos) throw new Error('The e2e devnet runs no Cosmos chain')
  const account = workerAccount(devnet.cosmos.accounts)
  await connectOtherNamespace(
    { page, lab, modal, validator },
    {
      namespace: 'cosmos',
      networkId: `cosmos:${devnet.cosmos.chainId}`,
      networkName: 'Portico Cosmos Localnet',
      walletRow: labCosmosTestWallet.connectorId,
      address: account.address,
    },
    'PTC',
  )
  expect(await cosmosWallet.enabledChains()).toContain(devnet.cosmos.chainId)

  const signed = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(signed.state, signed.text).toBe('success')
  expect(verifyCosmosMessage(LAB_SIGN_MESSAGE, signed.text, account.address, account.publicKey)).toBe(true)

  const hash = await sendAndSeeBalanceChange(page, lab, 'PTC')
  expect(hash).toMatch(/^[0-9A-F]{64}$/)
})

test('Solana: connected on EVM, the visitor moves to Solana, connects, signs and sends SOL', async ({
  page,
  lab,
  modal,
  validator,
  solanaWallet,
  devnet,
}) => {
  const { address } = workerAccount(devnet.solana?.accounts)
  await connectOtherNamespace(
    { page, lab, modal, validator },
    {
      namespace: 'solana',
      networkId: solanaNetworkId(devnet),
      networkName: 'Solana Localnet',
      walletRow: dashed(labSolanaTestWallet.name),
      address,
    },
    'SOL',
  )
  expect(await solanaWallet.authorized()).toBe(true)

  const signed = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(signed.state, signed.text).toBe('success')
  expect(verifySolanaMessage(LAB_SIGN_MESSAGE, signed.text, address)).toBe(true)

  const signature = await sendAndSeeBalanceChange(page, lab, 'SOL')
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
})

test('Polkadot: connected on EVM, the visitor moves to the Polkadot chain, connects, signs and sends', async ({
  page,
  lab,
  modal,
  validator,
  devnet,
}) => {
  if (!devnet.polkadot) throw new Error('The e2e devnet runs no Polkadot chain')
  const { address } = workerAccount(devnet.polkadot.accounts)
  const symbol = devnet.polkadot.tokenSymbol
  await connectOtherNamespace(
    { page, lab, modal, validator },
    {
      namespace: 'polkadot',
      networkId: `polkadot:${genesisReference(devnet.polkadot.genesisHash)}`,
      networkName: 'Polkadot Local',
      walletRow: connectorIdOf(labPolkadotTestWallet.key),
      address,
    },
    symbol,
  )

  const signed = await lab.runAction('portico-sign-message', 'portico-signature')
  expect(signed.state, signed.text).toBe('success')
  expect(signatureVerify(LAB_SIGN_MESSAGE, signed.text, address).isValid).toBe(true)

  const hash = await sendAndSeeBalanceChange(page, lab, symbol)
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
})
