import { defineDevnetEvmChain, devnetEvmAccounts, devnetEvmContracts } from '@portico/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { labTestWallet } from '../src/configs/labTestWallet.js'
import { expect, test } from './world/labTest.js'
import { openSolanaAccount } from './world/openSolanaAccount.js'
import { PROFILE_AVATAR } from './world/profileAvatar.js'
import { readE2eCloudUrl } from './world/readE2eCloudUrl.js'
import { registerE2eName } from './world/registerE2eName.js'
import { seriousViolations } from './world/seriousViolations.js'
import { shootView } from './world/shootView.js'

test.describe('account-tabs', () => {
  test.use({ labConfig: 'account-features' })

  test('Tokens list what the devnet minted to the account, NFTs the collectible it holds', async ({
    lab,
    modal,
    validator,
    page,
    account,
    devnet,
  }, testInfo) => {
    // Both tabs in both themes, each with an axe run and a screenshot: about 50 s of work with two workers on a quiet
    // machine, 65 s in a loaded CI run, so twice the default minute.
    test.setTimeout(120_000)
    // Devnet account #0 owns the collectibles 1..3: each worker takes one of its own.
    const tokenId = BigInt(1 + testInfo.parallelIndex)
    const first = devnet.chains[0]
    if (!first) throw new Error('the devnet has no EVM chain')
    const chain = defineDevnetEvmChain(first)
    const reader = createPublicClient({ chain, transport: http(first.rpcUrl) })
    const { nft } = devnetEvmContracts
    const owner = await reader.readContract({
      address: nft.address,
      abi: nft.abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    if (owner.toLowerCase() !== account.address.toLowerCase()) {
      const holder = devnetEvmAccounts.find((each) => each.address.toLowerCase() === owner.toLowerCase())
      if (!holder) throw new Error(`collectible ${tokenId} is held by an unknown account ${owner}`)
      const wallet = createWalletClient({
        chain,
        transport: http(first.rpcUrl),
        account: privateKeyToAccount(holder.privateKey),
      })
      const hash = await wallet.writeContract({
        address: nft.address,
        abi: nft.abi,
        functionName: 'transferFrom',
        args: [owner, account.address, tokenId],
      })
      await reader.waitForTransactionReceipt({ hash })
    }
    // The cloud's indexer sees the transfer within a few blocks.
    const cloudUrl = readE2eCloudUrl()
    await expect
      .poll(async () => {
        const answer = await fetch(
          `${cloudUrl}/v1/account/${account.address}/nfts?projectId=portico-lab&chainId=eip155:${first.chainId}`,
        )
        return (
          ((await answer.json()) as { nfts?: { tokenId: string }[] }).nfts?.map((each) => each.tokenId) ?? []
        )
      })
      .toContain(String(tokenId))

    await lab.goto()
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')

    const tokens = page.getByTestId('account-token')
    await expect(tokens.filter({ hasText: 'Tether USD' }).getByTestId('account-token-quantity')).toHaveText(
      /^\d+\.\d{3} USDT$/,
    )
    await expect(
      tokens.filter({ hasText: 'Portico Token' }).getByTestId('account-token-quantity'),
    ).toHaveText(/^\d+\.\d{3} PTK$/)
    await expect(tokens.getByTestId('account-token-quantity').filter({ hasText: / ETH$/ })).toHaveCount(1)
    // The lab cloud's demo prices ($0.42 a PTK) give the holdings their value.
    await expect(tokens.filter({ hasText: 'Portico Token' }).getByTestId('account-token-value')).toHaveText(
      /^\$[\d,]+\.\d{2}$/,
    )

    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'dark-Account-Tokens')

    await page.getByRole('tab', { name: 'NFTs' }).click()
    await expect(
      page.getByTestId('account-nft').filter({ hasText: `Portico Collectible #${tokenId}` }),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'dark-Account-NFTs')

    // The same views in the light theme.
    await lab.goto('account-features', { theme: 'light' })
    // The stored connection is restored after the page's first paint: wait for it before opening, as a visitor who
    // sees the account button does (a modal opened during the restore loads first: restore-open.spec.ts).
    await expect(lab.field('portico-status')).toHaveText('connected')
    await modal.open()
    await validator.expectView('Account')
    await expect(tokens.filter({ hasText: 'Portico Token' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'light-Account-Tokens')
    await page.getByRole('tab', { name: 'NFTs' }).click()
    await expect(page.getByTestId('account-nft').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await shootView(modal, 'light-Account-NFTs')
  })
})

test.describe('the Account header', () => {
  // An account no other spec uses, so its name and image are this test's on the run's cloud.
  const accountIndex = 6
  test.use({
    labConfig: 'account-features',
    labWallets: { announced: [{ ...labTestWallet, accountIndex }], windowEthereum: false },
  })

  test("shows the account's profile image and name from the cloud instead of the drawn gradient", async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }, testInfo) => {
    const privateKey = devnet.accounts[accountIndex]?.privateKey
    if (!privateKey) throw new Error(`the devnet has no account ${accountIndex}`)
    const label = `avatar-e2e-${testInfo.parallelIndex}-${Date.now().toString(36)}`
    const name = await registerE2eName(privateKeyToAccount(privateKey), label, { avatar: PROFILE_AVATAR })
    await lab.goto('account-features')
    await modal.connect(labTestWallet.rdns)
    if (await modal.isOpen()) await modal.close()
    await modal.open()
    await validator.expectView('Account')
    await expect(page.getByTestId('account-address')).toHaveText(name)
    const avatar = page.getByTestId('account-avatar')
    await expect(avatar).toHaveAttribute('data-image', 'true')
    await expect(avatar).toHaveAttribute('src', PROFILE_AVATAR)
    expect(await seriousViolations(page)).toEqual([])
    // The account button shows the name too.
    await modal.close()
    await expect(page.getByTestId('portico-account-button-label')).toHaveText(name)
  })
})

test.describe('account-tabs on Solana', () => {
  test.use({ labConfig: 'send-solana' })

  test("Tokens list the account's SOL and the devnet's SPL token, named from its metadata, with the cloud's image", async ({
    lab,
    modal,
    validator,
    page,
    devnet,
  }) => {
    await openSolanaAccount(lab, modal, validator, devnet)
    const tokens = page.getByTestId('account-token')
    await expect(tokens).toHaveCount(2)
    await expect(tokens.nth(0)).toHaveAttribute('data-symbol', 'SOL')
    await expect(tokens.nth(0).getByTestId('account-token-quantity')).toHaveText(/^[\d,]+(\.\d+)? SOL$/)
    const usdc = tokens.filter({ hasText: 'USD Coin' })
    await expect(usdc).toHaveAttribute('data-symbol', 'USDC')
    await expect(usdc.getByTestId('account-token-quantity')).toHaveText(/^[\d,]+(\.\d+)? USDC$/)
    // No image on chain: the cloud's image for the symbol, as on EVM.
    await expect(usdc.locator('img')).toHaveAttribute('src', /\/public\/getTokenImage\/USDC$/)
    expect(await seriousViolations(page)).toEqual([])
  })
})
