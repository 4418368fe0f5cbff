import type { WalletConnectTestWallet } from '@portico/testing'
import { parseEther } from 'viem'
import type { LabDevnet } from '../src/devnet/LabDevnet.js'
import { LAB_SIGN_MESSAGE } from '../src/panels/labTypedData.js'
import { decodeQr } from './world/decodeQr.js'
import { expect, test } from './world/labTest.js'
import { lamportsOf } from './world/lamportsOf.js'
import { openWalletConnectPhone } from './world/openWalletConnectPhone.js'
import { scanWalletConnectQr } from './world/scanWalletConnectQr.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'
import { verifySolanaMessage } from './world/verifySolanaMessage.js'

let phones: WalletConnectTestWallet[] = []
test.afterEach(async () => {
  for (const phone of phones) await phone.close().catch(() => undefined)
  phones = []
})

/** A phone-like wallet on the lab's relay (openWalletConnectPhone), closed after the test. */
async function openPhone(...parameters: Parameters<typeof openWalletConnectPhone>) {
  const opened = await openWalletConnectPhone(...parameters)
  phones.push(opened.phone)
  return opened
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
    // Every socket and request of the page: no relay socket before WalletConnect is chosen, no host beyond 127.0.0.1.
    const sockets: string[] = []
    const hosts = new Set<string>()
    page.on('websocket', (socket) => sockets.push(socket.url()))
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol.startsWith('http') || url.protocol.startsWith('ws')) hosts.add(url.hostname)
    })
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    await modal.open()
    expect(sockets.filter((url) => url.includes('/relay'))).toEqual([])
    await phone.pair(await scanWalletConnectQr(page, modal))

    await expect(lab.field('portico-status')).toHaveText('connected')
    expect(sockets.filter((url) => url.includes('/relay'))).toHaveLength(1)
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
    // No Verify, telemetry or any other host: the page talked to the local lab, cloud, relay and chains only.
    expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([])
  })

  test('a transaction sent through the session is mined on anvil and the balance shown goes down', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    await phone.pair(await scanWalletConnectQr(page, modal))
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
    await phone.pair(await scanWalletConnectQr(page, modal))
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

/** One JSON-RPC call to a local chain's node. */
async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result?: unknown }).result
}

/** The two local EVM chains of the devnet (the app's first network, and the one switched to). */
function twoChains(devnet: LabDevnet) {
  const [first, second] = devnet.chains
  if (!first || !second) throw new Error('the e2e devnet runs fewer than two EVM chains')
  return { first, second }
}

test.describe('WalletConnect: switching EVM network through the session', () => {
  test.use({ labConfig: 'walletconnect', injectWallets: false })

  test('the visitor switches to the second local chain: the wallet follows, the widget shows that network and its balance, and a transaction lands on it', async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    const { first, second } = twoChains(devnet)
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone(devnet)
    // A balance only the second chain has, so the one shown after the switch is that chain's.
    await rpc(second.rpcUrl, 'anvil_setBalance', [account.address, `0x${parseEther('4321').toString(16)}`])
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()
    await validator.expectNetwork(`eip155:${first.chainId}`)

    await modal.switchNetwork(`eip155:${second.chainId}`)
    await validator.expectNetwork(`eip155:${second.chainId}`)
    await expect(lab.field('portico-network')).toHaveText(`eip155:${second.chainId}`)
    await expect(lab.field('wagmi-chain-id')).toHaveText(String(second.chainId))
    await expect(lab.field('portico-balance')).toHaveText(/^4,?321(\.0+)? ETH$/)
    expect(phone.requests.find((request) => request.method === 'wallet_switchEthereumChain')).toMatchObject({
      chainId: `eip155:${first.chainId}`,
      params: [{ chainId: `0x${second.chainId.toString(16)}` }],
      status: 'approved',
    })

    const result = await lab.runAction('portico-send-transaction', 'portico-transaction')
    expect(result.state, result.text).toBe('success')
    expect(phone.requests.at(-1)).toMatchObject({
      method: 'eth_sendTransaction',
      chainId: `eip155:${second.chainId}`,
      status: 'approved',
    })
    const receipt = (chain: { rpcUrl: string }) =>
      rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [result.text]) as Promise<{ status?: string } | null>
    await expect.poll(async () => (await receipt(second))?.status).toBe('0x1')
    expect(await receipt(first)).toBeNull()
    await expect(lab.field('portico-balance')).not.toHaveText(/^4,?321(\.0+)? ETH$/)
  })

  test('a wallet that does not know the chain answers 4902: the widget adds it, the wallet switches, and a message signed afterwards is asked on that chain and verifies (docs/behaviour.md#transitions)', async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    const { first, second } = twoChains(devnet)
    await lab.goto('walletconnect')
    const { phone, account } = await openPhone({ ...devnet, chains: [first] })
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()
    expect(phone.sessions[0]?.namespaces.eip155?.chains).toEqual([`eip155:${first.chainId}`])

    await modal.switchNetwork(`eip155:${second.chainId}`)
    await validator.expectNetwork(`eip155:${second.chainId}`)
    await expect(lab.field('wagmi-chain-id')).toHaveText(String(second.chainId))
    // The widget may have heard chainChanged before the phone answered its second switch: wait for that answer.
    await expect
      .poll(() => phone.requests.filter(({ status }) => status === 'pending').map(({ method }) => method))
      .toEqual([])
    const answered = phone.requests.map(({ method, status }) => `${method} ${status}`)
    expect(answered.slice(0, 2)).toEqual([
      'wallet_switchEthereumChain failed',
      'wallet_addEthereumChain approved',
    ])
    // The widget switches again after adding; the wallet answers it, or the widget already heard chainChanged.
    for (const again of answered.slice(2)) expect(again).toBe('wallet_switchEthereumChain approved')
    expect(phone.requests[1]?.params).toMatchObject([
      {
        chainId: `0x${second.chainId.toString(16)}`,
        rpcUrls: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:/)],
      },
    ])
    // The wallet widened the session (session_update) with the added chain.
    expect(phone.sessions[0]?.namespaces.eip155?.chains).toEqual([
      `eip155:${first.chainId}`,
      `eip155:${second.chainId}`,
    ])

    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state, signed.text).toBe('success')
    expect(phone.requests.at(-1)).toMatchObject({
      method: 'personal_sign',
      chainId: `eip155:${second.chainId}`,
    })
    await validator.expectValidSignature(signed.text, account.address, LAB_SIGN_MESSAGE)
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
    // Reading two QR codes and pairing, on a loaded machine.
    test.setTimeout(120_000)
    // The page's clock, so that the test moves it past the QR's expiry instead of waiting it out; time still runs.
    await page.clock.install()
    await lab.goto('walletconnect-short-pairing')
    const { phone, account } = await openPhone(devnet)
    const first = await scanWalletConnectQr(page, modal)
    // The lab config's pairing lifetime is 40 s: the QR counts as expired after 30 s and a fresh one shows. The page's
    // clock jumps those 30 s (as a laptop waking from sleep; the relay allows 5 minutes of drift), firing the timer.
    await page.clock.fastForward(30_000)
    await expect.poll(() => decodeQr(page, 'walletconnect-qr'), { timeout: 45_000 }).not.toBe(first)
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
    await phone.pair(await scanWalletConnectQr(page, modal))
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

test.describe('WalletConnect: a namespace added later, and a Solana transfer', () => {
  test.use({ labConfig: 'walletconnect-evm-solana', injectWallets: false })

  /** The phone with EVM and Solana keys (a Solana account of its own: its balance goes down in the send test). */
  async function openTwoNamespacePhone(devnet: LabDevnet) {
    const solanaAccount = devnet.solana?.accounts.at(-2)
    if (!devnet.solana || !solanaAccount) throw new Error('The e2e devnet runs no Solana chain')
    const solanaId = solanaNetworkId(devnet)
    const opened = await openPhone(devnet, {
      secretKey: solanaAccount.secretKey,
      chainId: solanaId,
      rpcUrl: devnet.solana.rpcUrl,
    })
    return { ...opened, solanaAccount, solanaId }
  }

  test('connected for EVM only, the visitor picks a Solana network: the wallet is asked over the same pairing, approves, and the Solana address shows', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect-evm-solana')
    const { phone, account, solanaAccount, solanaId } = await openTwoNamespacePhone(devnet)
    phone.grantOnly(['eip155'])
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()
    expect(Object.keys(phone.sessions[0]?.namespaces ?? {})).toEqual(['eip155'])

    phone.grantOnly(undefined)
    await modal.openNetworks()
    await modal.networkRow(solanaId).click()
    await modal.confirmSwitchActiveChain()
    await expect(lab.field('portico-namespace')).toHaveText('solana')
    await expect(lab.field('portico-address')).toHaveText(solanaAccount.address)
    await modal.expectClosed()
    // Asked over the existing pairing: a second proposal, no second QR scanned.
    expect(phone.proposals.map((proposal) => Object.keys(proposal.namespaces))).toEqual([
      ['eip155', 'solana'],
      ['solana'],
    ])
    expect(phone.sessions).toHaveLength(2)

    // Both namespaces are one wallet connection: back to EVM without a prompt, and a reload restores both.
    await modal.switchNetwork('eip155:31337')
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await lab.reload()
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.switchNetwork(solanaId)
    await expect(lab.field('portico-address')).toHaveText(solanaAccount.address)
  })

  test('while the wallet is asked for Solana the widget shows it waiting; the wallet declines, the widget says so, and Try again connects Solana', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect-evm-solana')
    const { phone, account, solanaAccount, solanaId } = await openTwoNamespacePhone(devnet)
    phone.grantOnly(['eip155'])
    await phone.pair(await scanWalletConnectQr(page, modal))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    await modal.expectClosed()

    phone.grantOnly(undefined)
    phone.hold('session_proposal')
    await modal.openNetworks()
    await modal.networkRow(solanaId).click()
    await modal.confirmSwitchActiveChain()
    const adding = page.getByTestId('walletconnect-adding')
    await expect(adding).toHaveAttribute('data-state', 'waiting')
    await expect(adding.getByRole('status')).toHaveText('Continue in Lab Phone Wallet')
    await expect
      .poll(() => phone.proposals.map((proposal) => proposal.status))
      .toEqual(['approved', 'pending'])

    phone.reject('session_proposal')
    phone.release()
    await expect(adding).toHaveAttribute('data-state', 'error')
    await expect(page.getByTestId('walletconnect-error')).toHaveText('Connection declined')
    await expect(page.getByTestId('walletconnect-error')).toHaveAttribute('data-kind', 'rejected')
    await expect(lab.field('portico-status')).not.toHaveText('connected')

    phone.approve('session_proposal')
    await page.getByTestId('walletconnect-retry').click()
    await expect(lab.field('portico-namespace')).toHaveText('solana')
    await expect(lab.field('portico-address')).toHaveText(solanaAccount.address)
    await modal.expectClosed()
    // Asked three times over the one pairing: no second QR.
    expect(phone.proposals.map((proposal) => proposal.status)).toEqual(['approved', 'rejected', 'approved'])
  })

  test('a Solana transfer sent through the session is confirmed on the local Solana devnet and the balance shown changes', async ({
    lab,
    modal,
    page,
    devnet,
  }) => {
    await lab.goto('walletconnect-evm-solana')
    const { phone, solanaAccount, solanaId } = await openTwoNamespacePhone(devnet)
    await phone.pair(await scanWalletConnectQr(page, modal))
    await modal.expectClosed()
    await modal.switchNetwork(solanaId)
    await expect(lab.field('portico-address')).toHaveText(solanaAccount.address)

    const buttonBalance = page.getByTestId('portico-account-button-balance')
    await expect(buttonBalance).toHaveAttribute('data-state', 'ready')
    const before = (await buttonBalance.textContent()) ?? ''
    const lamportsBefore = await lamportsOf(devnet, solanaAccount.address)

    const result = await lab.runAction('portico-send-transaction', 'portico-transaction')
    expect(result.state, result.text).toBe('success')
    expect(result.text).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(phone.requests.at(-1)).toMatchObject({ chainId: solanaId, status: 'approved' })
    await expect.poll(() => lamportsOf(devnet, solanaAccount.address)).toBeLessThan(lamportsBefore)
    await expect(buttonBalance).not.toHaveText(before)
  })
})

test.describe('WalletConnect on a phone', () => {
  test.use({
    labConfig: 'walletconnect-mobile',
    injectWallets: false,
    viewport: { width: 390, height: 800 },
    isMobile: true,
    hasTouch: true,
  })

  test("choosing a wallet without an extension shows its wc?uri= deep link instead of the QR code, the choice is remembered (deeplink_choice), the link's URI pairs, a signature request brings that wallet forward, and a disconnect forgets it", async ({
    lab,
    modal,
    page,
    devnet,
    validator,
  }) => {
    // What the page hands to the phone's system: a custom scheme has no request to watch, so the test notes what
    // window.open was asked to open instead of letting the browser try it.
    await page.addInitScript(() => {
      const opened: string[] = []
      Object.assign(window, { __labOpened: opened })
      window.open = (url?: string | URL) => {
        opened.push(String(url))
        return null
      }
    })
    await lab.goto('walletconnect-mobile')
    const { phone, account } = await openPhone(devnet)
    await modal.open()
    await page.getByTestId('wallet-row-lab-phone').click()
    const link = page.getByTestId('walletconnect-deeplink')
    await expect(link).toHaveAttribute('href', /^labphone:\/\/wc\?uri=wc%3A/)
    await expect(page.getByTestId('walletconnect-qr')).toHaveCount(0)
    await expect(page.getByTestId('walletconnect-instructions')).toContainText('Lab Phone')
    // Remembered, so that a later request to the wallet can bring it to the front.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('@portico/deeplink_choice')))
      .toMatch(/labphone:\/\/.*Lab Phone/)

    const href = (await link.getAttribute('href')) ?? ''
    await phone.pair(decodeURIComponent(href.slice('labphone://wc?uri='.length)))
    await expect(lab.field('portico-address')).toHaveText(new RegExp(`^${account.address}$`, 'i'))
    const opened = () => page.evaluate(() => (window as unknown as { __labOpened: string[] }).__labOpened)
    // Reading the account and the chain needs no visit to the wallet.
    expect(await opened()).toEqual([])

    const signed = await lab.runAction('portico-sign-message', 'portico-signature')
    expect(signed.state).toBe('success')
    await validator.expectValidSignature(signed.text, account.address, LAB_SIGN_MESSAGE)
    expect(await opened()).toEqual([expect.stringMatching(/^labphone:\/\/wc\?sessionTopic=[0-9a-f]{64}$/)])

    await modal.disconnect()
    await expect(lab.field('portico-status')).toHaveText('disconnected')
    expect(await page.evaluate(() => localStorage.getItem('@portico/deeplink_choice'))).toBeNull()
  })
})
