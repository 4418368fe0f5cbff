import { defineDevnetEvmChain, devnetEvmAccounts, devnetEvmContracts } from '@portico/devnet'
import { createPublicClient, createWalletClient, type Hash, http, parseEther } from 'viem'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, type Page, test } from './world/labTest.js'
import { readE2eCloudAdmin } from './world/readE2eCloudAdmin.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

/** The cloud's history of the account on the chain, up to 100 newest hashes. */
async function indexedHashes(address: string, chainId: number): Promise<string[]> {
  const answer = await fetch(
    `${readE2eCloudUrl()}/v1/account/${address}/history?projectId=portico-lab&chainId=eip155:${chainId}&limit=100`,
  )
  const body = (await answer.json()) as { data?: { id: string }[] }
  return body.data?.map((transaction) => transaction.id) ?? []
}

/**
 * Records, inside the modal's shadow root, every state an Activity row of each hash is drawn with
 * (`pending`, then `confirmed`), so a short-lived pending row is seen however fast it settles.
 */
async function recordRowStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('[data-testid="portico-modal-host"]')?.shadowRoot
    if (!root) throw new Error('no modal')
    const seen: Record<string, string[]> = {}
    ;(window as unknown as { __activityRows: typeof seen }).__activityRows = seen
    const note = (element: Element) => {
      const hash = element.getAttribute('data-hash')
      const state = element.getAttribute('data-state')
      if (!hash || !state) return
      const states = seen[hash.toLowerCase()] ?? []
      if (states.at(-1) !== state) states.push(state)
      seen[hash.toLowerCase()] = states
    }
    const scan = (node: Node) => {
      if (!(node instanceof Element)) return
      if (node.hasAttribute('data-hash')) note(node)
      for (const row of node.querySelectorAll('[data-hash]')) note(row)
    }
    scan(root as unknown as Node)
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') scan(record.target)
        for (const node of record.addedNodes) scan(node)
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] })
  })
}

test.describe('activity', () => {
  test.use({ labConfig: 'account-features' })

  test('Activity pages through more than one page of real devnet transactions as the visitor scrolls', async ({
    lab,
    modal,
    validator,
    page,
    account,
    devnet,
  }) => {
    const first = devnet.chains[0]
    if (!first) throw new Error('the devnet has no EVM chain')
    const chain = defineDevnetEvmChain(first)
    const reader = createPublicClient({ chain, transport: http(first.rpcUrl) })
    const wallet = createWalletClient({ chain, transport: http(first.rpcUrl), account })
    const recipient = devnetEvmAccounts[9]
    if (!recipient) throw new Error('the devnet has no tenth account')
    // 22 transfers: one more page than the cloud's 20 newest, all newer than what the account had.
    const hashes: Hash[] = []
    for (let index = 0; index < 22; index += 1) {
      hashes.push(await wallet.sendTransaction({ to: recipient.address, value: parseEther('0.001') }))
      await reader.waitForTransactionReceipt({ hash: hashes.at(-1)! })
    }
    await expect
      .poll(() => indexedHashes(account.address, first.chainId))
      .toEqual(expect.arrayContaining(hashes))

    await lab.goto('account-features')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await page.getByTestId('account-tab-Activity').click()

    const row = (hash: string) => page.locator(`[data-testid="activity-transaction"][data-hash="${hash}"]`)
    const newest = hashes.at(-1)!
    const oldest = hashes[0]!
    await expect(row(newest)).toHaveAttribute('data-state', 'confirmed')
    await expect(row(newest).getByTestId('activity-transfers')).toHaveText('−0.001 ETH')
    await expect(row(newest).getByTestId('activity-time')).toHaveText(/^\d+ (sec|min) ago$/)
    await expect(page.getByTestId('activity-day').first()).toHaveAttribute('aria-label', 'Today')
    await expect(page.getByTestId('activity-transaction')).toHaveCount(20)
    await expect(row(oldest)).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'dark-Account-Activity')

    await page.getByTestId('activity-end').scrollIntoViewIfNeeded()
    await expect(row(oldest)).toHaveAttribute('data-state', 'confirmed')
    expect(await page.getByTestId('activity-transaction').count()).toBeGreaterThan(20)
  })

  test('a transfer sent through Portico in the lab shows pending at once, then settled once mined', async ({
    lab,
    modal,
    validator,
    page,
  }) => {
    await lab.goto('account-features', { theme: 'light' })
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await page.getByTestId('account-tab-Activity').click()
    await expect(page.getByTestId('activity')).toHaveAttribute('data-state', /^(idle|end)$/)
    await recordRowStates(page)

    // The lab's own send button sits under the open modal: clicked as the app's code would.
    await page.getByTestId('portico-send-transaction').dispatchEvent('click')
    const result = lab.field('portico-transaction')
    await expect(result).toHaveAttribute('data-state', 'success')
    const hash = ((await result.textContent()) ?? '').toLowerCase()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // Sending may show the ApproveTransaction view; back on Account, open Activity again.
    await validator.expectView('Account')
    const tab = page.getByTestId('account-tab-Activity')
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click()
    const settled = page.locator(`[data-testid="activity-transaction"][data-hash="${hash}"]`)
    await expect(settled).toHaveAttribute('data-state', 'confirmed')
    await expect(page.getByTestId('activity-pending-transaction')).toHaveCount(0)
    const states = await page.evaluate(
      (key) => (window as unknown as { __activityRows: Record<string, string[]> }).__activityRows[key],
      hash,
    )
    expect(states).toEqual(['pending', 'confirmed'])
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'light-Account-Activity')
  })

  test("hides an NFT-only transaction once the cloud marks the NFT's contract as spam", async ({
    lab,
    modal,
    validator,
    page,
    account,
    devnet,
  }) => {
    const first = devnet.chains[0]
    if (!first) throw new Error('the devnet has no EVM chain')
    const chain = defineDevnetEvmChain(first)
    const reader = createPublicClient({ chain, transport: http(first.rpcUrl) })
    const wallet = createWalletClient({ chain, transport: http(first.rpcUrl), account })
    // A collection of its own (the account deploys it and is minted token 1 by the deployment), so marking
    // it as spam touches no other test's NFT.
    const { nft } = devnetEvmContracts
    const airdrop = await wallet.deployContract({
      abi: nft.abi,
      bytecode: nft.bytecode,
      args: [account.address, 1n],
    })
    const { contractAddress } = await reader.waitForTransactionReceipt({ hash: airdrop })
    if (!contractAddress) throw new Error('the collection was not deployed')
    const transfer = await wallet.sendTransaction({
      to: devnetEvmAccounts[9]!.address,
      value: parseEther('0.001'),
    })
    await reader.waitForTransactionReceipt({ hash: transfer })
    await expect
      .poll(() => indexedHashes(account.address, first.chainId))
      .toEqual(expect.arrayContaining([airdrop, transfer]))

    await lab.goto('account-features')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await page.getByTestId('account-tab-Activity').click()
    const row = (hash: string) => page.locator(`[data-testid="activity-transaction"][data-hash="${hash}"]`)
    await expect(row(airdrop)).toHaveAttribute('data-state', 'confirmed')
    await expect(row(airdrop).getByTestId('activity-transfers')).toHaveText('Portico Collectibles #1')

    const admin = readE2eCloudAdmin()
    const marked = await fetch(`${admin.url}/admin/v1/spam`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ chainId: `eip155:${first.chainId}`, address: contractAddress, spam: true }]),
    })
    expect(marked.status).toBe(200)

    // The tab reads the history again when it opens.
    await page.getByTestId('account-tab-Tokens').click()
    await page.getByTestId('account-tab-Activity').click()
    await expect(row(transfer)).toHaveAttribute('data-state', 'confirmed')
    await expect(row(airdrop)).toHaveCount(0)
  })
})
