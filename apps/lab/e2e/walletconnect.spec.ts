import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@portico/testing'
import type { ModalPage } from '@portico/testing/playwright'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import { decodeQr } from './world/decodeQr.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'
import { verifySolanaMessage } from './world/verifySolanaMessage.js'

/** The lab cloud's relay, as the widget's default relayUrl derives it from cloudUrl. */
const relayUrl = () => {
  const url = new URL(readE2eCloudUrl())
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/relay`
  return url.toString()
}

let phones: WalletConnectTestWallet[] = []
test.afterEach(async () => {
  for (const phone of phones) await phone.close().catch(() => undefined)
  phones = []
})

/** A phone-like wallet (the official WalletKit) holding one devnet EVM account on the local chains. */
async function openPhone(
  devnet: {
    chains: { chainId: number; rpcUrl: string }[]
    accounts: { privateKey: Hex }[]
  },
  solana?: { secretKey: number[]; chainId: string; rpcUrl: string },
) {
  const privateKey = devnet.accounts[8]?.privateKey as Hex
  const phone = await createWalletConnectTestWallet({
    relayUrl: relayUrl(),
    name: 'Lab Phone Wallet',
    eip155: {
      privateKey,
      chains: devnet.chains.map((chain) => ({
        chainId: `eip155:${chain.chainId}` as const,
        rpcUrl: chain.rpcUrl,
      })),
    },
    ...(solana
      ? {
          solana: {
            secretKey: solana.secretKey,
            chains: [{ chainId: solana.chainId as `solana:${string}`, rpcUrl: solana.rpcUrl }],
          },
        }
      : {}),
  })
  phones.push(phone)
  return { phone, account: privateKeyToAccount(privateKey) }
}

/** Chooses WalletConnect in the modal and returns the URI decoded from the QR code's pixels. */
async function scanQr(page: Page, modal: ModalPage): Promise<string> {
  await modal.open()
  await page.getByTestId('wallet-row-walletconnect').click()
  await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
  const uri = await decodeQr(page, 'walletconnect-qr')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri ?? ''
}

test.describe('WalletConnect', () => {
  test.use({ labConfig: 'walletconnect', injectWallets: false })

  test('the QR code pairs a wallet: the address shows, a message signs and verifies, a reload restores the session, the wallet ending it disconnects', async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    await phone.pair(await scanQr(page, modal))

    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await expect(lab.field('wagmi-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()

    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state).toBe('success')
    await validator.expectValidSignature(signed.text, account.address, LAB_SIGN_MESSAGE)

    await lab.reload()
    await expect(lab.field('portico-status')).toHaveText('connected')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))

    await phone.disconnect()
    await expect(lab.field('portico-status')).toHaveText('disconnected')
  })

  test('a transaction sent through the session is mined on anvil and the balance shown goes down', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    await phone.pair(await scanQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()

    const buttonBalance = page.getByTestId('portico-account-button-balance')
    await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
    const before = (await buttonBalance.textContent()) ?? ''

    const result = await lab.runAction('portico-send-transaction', 'portico-transaction')
    expect(result.state).toBe('success')
    expect(result.text).toMatch(/^0x[0-9a-f]{64}$/)
    await expect(lab.events('SEND_TRANSACTION_SUCCESS')).toContainText(result.text)
    const status = async () => {
      for (const chain of devnet.chains) {
        const response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_getTransactionReceipt',
            params: [result.text],
          }),
        })
        const receipt = ((await response.json()) as { result?: { status?: string } | null }).result
        if (receipt) return receipt.status
      }
      return undefined
    }
    await expect.poll(status).toBe('0x1')
    await expect(buttonBalance).not.toHaveText(before)
  })

  test('a wallet that declines shows it, and Try again pairs', async ({ lab, modal, page, devnet }) => {
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    phone.reject('session_proposal')
    await phone.pair(await scanQr(page, modal))
    await expect(page.getByTestId('walletconnect-error')).toHaveAttribute('data-kind', 'rejected')
    await expect(page.getByTestId('walletconnect-error')).toHaveText('Connection declined')

    phone.approve('session_proposal')
    await page.getByTestId('walletconnect-retry').click()
    await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
    const uri = await decodeQr(page, 'walletconnect-qr')
    await phone.pair(uri ?? '')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
  })
})

test.describe('WalletConnect pairing lifetime', () => {
  test.use({ labConfig: 'walletconnect-short-pairing', injectWallets: false })

  test('a QR code about to expire is replaced by a fresh one, which pairs', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect-short-pairing')
    const { phone, account } = await openPhone(devnet)
    const first = await scanQr(page, modal)
    // The lab config's pairing lifetime is 20 s: the QR counts as expired after 10 s and a fresh one shows.
    await expect.poll(() => decodeQr(page, 'walletconnect-qr'), { timeout: 30_000 }).not.toBe(first)
    const fresh = await decodeQr(page, 'walletconnect-qr')
    expect(fresh).toMatch(/^wc:/)
    await phone.pair(fresh ?? '')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
  })
})

test.describe('WalletConnect on EVM and Solana', () => {
  test.use({ labConfig: 'walletconnect-evm-solana', injectWallets: false })

  test('one session approves both namespaces: switching to Solana in the widget needs no prompt, and a message signs and verifies', async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    const solanaAccount = devnet.solana?.accounts.at(-1)
    if (!devnet.solana || !solanaAccount) throw new Error('The e2e devnet runs no Solana chain')
    const solanaId = solanaNetworkId(devnet)
    await lab.goto('walletconnect-evm-solana')
    const { phone, account } = await openPhone(devnet, {
      secretKey: solanaAccount.secretKey,
      chainId: solanaId,
      rpcUrl: devnet.solana.rpcUrl,
    })
    await phone.pair(await scanQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()

    await modal.switchNetwork(solanaId)
    await validator.expectNetwork(solanaId)
    await expect(lab.field('portico-namespace')).toHaveText('solana')
    await expect(lab.field('portico-address')).toHaveText(solanaAccount.address)

    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state, signed.text).toBe('success')
    expect(verifySolanaMessage(LAB_SIGN_MESSAGE, signed.text, solanaAccount.address)).toBe(true)
  })
})
