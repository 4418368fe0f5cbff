import { ed25519 } from '@noble/curves/ed25519.js'
import { devnetSolanaToken } from '@portico/devnet'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedTokenAddress,
  TOKEN_PROGRAM,
} from './world/associatedTokenAddress.js'
import { buildLegacyTransaction, type LegacyInstruction } from './world/buildLegacyTransaction.js'
import { buildSolTransfer } from './world/buildSolTransfer.js'
import { embeddedAddresses } from './world/embeddedAddresses.js'
import { loginByEmail } from './world/embeddedLogin.js'
import { freshSolanaAddress } from './world/freshSolanaAddress.js'
import { expect, type Page, test } from './world/labTest.js'
import { solanaBalanceChange } from './world/solanaBalanceChange.js'
import { solanaDevnetRpc } from './world/solanaDevnetRpc.js'
import { solanaNetworkId } from './world/solanaNetworkId.js'
import { toBase58 } from './world/toBase58.js'
import { verifySolanaTransaction } from './world/verifySolanaTransaction.js'

test.use({ labConfig: 'email-login' })

const LAMPORTS_PER_SOL = 1_000_000_000
/** The lab's Solana transfer (labTransfers: 0.01 SOL to the devnet's tenth account). */
const TRANSFER_LAMPORTS = 10_000_000

/** The secure site's frame the widget added to the page. */
function frameOf(page: Page) {
  return page.frameLocator('[data-testid="portico-embedded-frame"]')
}

test('the embedded wallet sends SOL on the Solana devnet only after the frame’s screen shows the transfer: Reject reaches the dapp, Approve lands a transaction signed by the wallet', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const solana = devnet.solana
  const recipient = solana?.accounts[9]?.address
  if (!solana || !recipient) throw new Error('The e2e devnet runs no Solana chain')
  const balanceOf = async (owner: string) =>
    (
      await solanaDevnetRpc<{ value: number }>(solana.rpcUrl, 'getBalance', [
        owner,
        { commitment: 'confirmed' },
      ])
    ).value
  const shownBalance = async () =>
    Number.parseFloat(((await lab.field('portico-balance').textContent()) ?? '').replaceAll(',', ''))

  await loginByEmail(lab, modal, page, `sol-${testInfo.workerIndex}-${Date.now()}@example.com`)
  // The auth connector connected the Solana namespace too: fund its account before it becomes the active one, so
  // the balance the page first reads already holds the airdrop (no race with the balance watcher going live).
  const { solana: address } = await embeddedAddresses(page)
  await solanaDevnetRpc(solana.rpcUrl, 'requestAirdrop', [address, LAMPORTS_PER_SOL])
  await expect.poll(() => balanceOf(address)).toBe(LAMPORTS_PER_SOL)
  // Picking the Solana network makes that namespace the active one, no new login.
  await modal.switchNetwork(solanaNetworkId(devnet))
  if (await modal.isOpen()) await modal.close()
  await expect(lab.field('portico-namespace')).toHaveText('solana')
  await expect(lab.field('portico-address')).toHaveText(address)
  await expect.poll(shownBalance).toBe(1)

  // The frame's own screen, over the modal, shows what would be signed and sent.
  const transaction = page.getByTestId('portico-transaction')
  const frame = frameOf(page)
  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'shown')
  await expect(frame.getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(frame.getByTestId('approval-content').locator('dt')).toHaveText([
    'Send',
    'To',
    'Network fee',
    'Programs',
    'Instructions',
  ])
  await expect(frame.getByTestId('approval-content').locator('dd')).toHaveText([
    '0.01 SOL',
    recipient,
    '0.000005 SOL',
    '11111111111111111111111111111111',
    '1',
  ])
  await frame.getByRole('button', { name: 'Reject' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'error')
  await expect(transaction).toHaveText('User rejected the request')
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
  await modal.expectClosed()
  // Nothing left the wallet (the recipient is the devnet's tenth account, which other workers' tests pay too).
  expect(await balanceOf(address)).toBe(LAMPORTS_PER_SOL)

  await page.getByTestId('portico-send-transaction').click()
  await modal.expectView('ApproveTransaction')
  await expect(frame.getByTestId('approval-content').locator('dd').first()).toHaveText('0.01 SOL')
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(transaction).toHaveAttribute('data-state', 'success')
  const signature = (await transaction.textContent()) ?? ''
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')

  // Landed: the devnet's record of the transaction moves 0.01 SOL to the recipient, signed by the wallet's key.
  await expect.poll(() => solanaBalanceChange(solana.rpcUrl, signature, recipient)).toBe(TRANSFER_LAMPORTS)
  const landed = await solanaDevnetRpc<{ transaction: [string, string]; meta: { err: unknown } }>(
    solana.rpcUrl,
    'getTransaction',
    [signature, { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
  )
  expect(landed.meta.err).toBeNull()
  expect(verifySolanaTransaction(landed.transaction[0], signature, address)).toBe(true)
  // The balance the page shows goes down by the amount and the fee.
  await expect.poll(shownBalance, { timeout: 30_000 }).toBeLessThan(1)
})

test('signs a Solana transaction for the dapp without sending it (solana_signTransaction): the signature verifies, nothing lands', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const solana = devnet.solana
  if (!solana) throw new Error('The e2e devnet runs no Solana chain')
  // An account nobody else pays, so that 'nothing lands' cannot be spoilt by another worker's transfer.
  const recipient = freshSolanaAddress()
  await loginByEmail(lab, modal, page, `sol-sign-only-${testInfo.workerIndex}-${Date.now()}@example.com`)
  const { solana: address } = await embeddedAddresses(page)
  await solanaDevnetRpc(solana.rpcUrl, 'requestAirdrop', [address, LAMPORTS_PER_SOL])
  const lamports = async (owner: string) =>
    (
      await solanaDevnetRpc<{ value: number }>(solana.rpcUrl, 'getBalance', [
        owner,
        { commitment: 'confirmed' },
      ])
    ).value
  await expect.poll(() => lamports(address)).toBe(LAMPORTS_PER_SOL)
  const { value } = await solanaDevnetRpc<{ value: { blockhash: string } }>(
    solana.rpcUrl,
    'getLatestBlockhash',
    [],
  )
  const unsigned = buildSolTransfer({
    from: address,
    to: recipient,
    lamports: BigInt(TRANSFER_LAMPORTS),
    recentBlockhash: value.blockhash,
  })

  // The dapp asks the wallet (Wallet Standard's solana:signTransaction, i.e. solana_signTransaction) to sign only.
  const signing = page.evaluate(async (bytes) => {
    type SignFeature = {
      signTransaction(input: {
        account: unknown
        transaction: Uint8Array
      }): Promise<{ signedTransaction: Uint8Array }[]>
    }
    const wallet = (
      window as unknown as {
        __porticoLab: {
          portico: {
            getProvider(
              namespace: string,
            ): { accounts: unknown[]; features: Record<string, unknown> } | undefined
          }
        }
      }
    ).__porticoLab.portico.getProvider('solana')
    const feature = wallet?.features['solana:signTransaction'] as SignFeature | undefined
    if (!wallet || !feature) throw new Error('no Solana wallet')
    const [signed] = await feature.signTransaction({
      account: wallet.accounts[0],
      transaction: new Uint8Array(bytes),
    })
    return Array.from(signed?.signedTransaction ?? [])
  }, Array.from(unsigned))
  await modal.expectView('ApproveTransaction')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading')).toHaveText('Sign this transaction?')
  await expect(frame.getByTestId('approval-content').locator('dd').first()).toHaveText('0.01 SOL')
  await frame.getByRole('button', { name: 'Approve' }).click()
  const signed = Buffer.from(await signing)

  // The same message, now with the wallet's valid signature in the fee payer's slot.
  expect(signed.subarray(65).equals(Buffer.from(unsigned).subarray(65))).toBe(true)
  const signature = toBase58(signed.subarray(1, 65))
  expect(verifySolanaTransaction(signed.toString('base64'), signature, address)).toBe(true)
  // Nothing was sent: the network knows no such signature and no lamports moved.
  const { value: statuses } = await solanaDevnetRpc<{ value: unknown[] }>(
    solana.rpcUrl,
    'getSignatureStatuses',
    [[signature]],
  )
  expect(statuses).toEqual([null])
  expect(await lamports(address)).toBe(LAMPORTS_PER_SOL)
  expect(await lamports(recipient)).toBe(0)
  await expect(page.getByTestId('portico-embedded-frame')).toHaveAttribute('data-state', 'hidden')
})

test('sends an SPL token through the frame on the Solana devnet: the screen shows the token and amount, the transfer lands', async ({
  lab,
  modal,
  page,
  devnet,
}, testInfo) => {
  const solana = devnet.solana
  const [funder] = solana?.accounts ?? []
  if (!solana || !funder) throw new Error('The e2e devnet runs no Solana chain')
  // A new owner, whose token account the transfer makes: its balance is what this test sent, whatever else runs.
  const recipient = freshSolanaAddress()
  const { mint, decimals } = devnetSolanaToken
  await loginByEmail(lab, modal, page, `sol-spl-${testInfo.workerIndex}-${Date.now()}@example.com`)
  const { solana: address } = await embeddedAddresses(page)
  await solanaDevnetRpc(solana.rpcUrl, 'requestAirdrop', [address, LAMPORTS_PER_SOL])
  const blockhash = async () =>
    (await solanaDevnetRpc<{ value: { blockhash: string } }>(solana.rpcUrl, 'getLatestBlockhash', [])).value
      .blockhash
  const tokensOf = async (owner: string) =>
    BigInt(
      (
        await solanaDevnetRpc<{ value: { amount: string } }>(solana.rpcUrl, 'getTokenAccountBalance', [
          associatedTokenAddress(owner, mint),
          { commitment: 'confirmed' },
        ]).catch(() => ({ value: { amount: '0' } }))
      ).value.amount,
    )
  const transfer = (from: string, to: string, payer: string, amount: bigint): LegacyInstruction[] => {
    const data = Buffer.alloc(10)
    data.writeUInt8(12, 0)
    data.writeBigUInt64LE(amount, 1)
    data.writeUInt8(decimals, 9)
    return [
      // The recipient's associated token account, made if missing (idempotent): the screen names its owner.
      {
        programId: ASSOCIATED_TOKEN_PROGRAM,
        accounts: [
          { address: payer, signer: true, writable: true },
          { address: associatedTokenAddress(to, mint), writable: true },
          { address: to },
          { address: mint },
          { address: '11111111111111111111111111111111' },
          { address: TOKEN_PROGRAM },
        ],
        data: Buffer.from([1]),
      },
      {
        programId: TOKEN_PROGRAM,
        accounts: [
          { address: associatedTokenAddress(from, mint), writable: true },
          { address: mint },
          { address: associatedTokenAddress(to, mint), writable: true },
          { address: from, signer: true },
        ],
        data,
      },
    ]
  }

  // A devnet account gives the fresh wallet 5 USDC (signed here with its key), as a friend would.
  const funding = Buffer.from(
    buildLegacyTransaction({
      feePayer: funder.address,
      instructions: transfer(funder.address, address, funder.address, 5_000_000n),
      recentBlockhash: await blockhash(),
    }),
  )
  funding.set(ed25519.sign(funding.subarray(65), Uint8Array.from(funder.secretKey.slice(0, 32))), 1)
  await solanaDevnetRpc(solana.rpcUrl, 'sendTransaction', [
    funding.toString('base64'),
    { encoding: 'base64' },
  ])
  await expect.poll(() => tokensOf(address)).toBe(5_000_000n)

  // The dapp sends 1.5 USDC from the embedded wallet (Wallet Standard's signAndSendTransaction → the frame).
  const unsigned = buildLegacyTransaction({
    feePayer: address,
    instructions: transfer(address, recipient, address, 1_500_000n),
    recentBlockhash: await blockhash(),
  })
  const sending = page.evaluate(async (bytes) => {
    type SendFeature = {
      signAndSendTransaction(input: {
        account: unknown
        transaction: Uint8Array
        chain: string
      }): Promise<{ signature: Uint8Array }[]>
    }
    const wallet = (
      window as unknown as {
        __porticoLab: {
          portico: {
            getProvider(
              namespace: string,
            ): { accounts: { chains: string[] }[]; features: Record<string, unknown> } | undefined
          }
        }
      }
    ).__porticoLab.portico.getProvider('solana')
    const feature = wallet?.features['solana:signAndSendTransaction'] as SendFeature | undefined
    const account = wallet?.accounts[0]
    if (!feature || !account) throw new Error('no Solana wallet that sends')
    const [sent] = await feature.signAndSendTransaction({
      account,
      transaction: new Uint8Array(bytes),
      chain: account.chains[0] ?? '',
    })
    return Array.from(sent?.signature ?? [])
  }, Array.from(unsigned))
  await modal.expectView('ApproveTransaction')
  const frame = frameOf(page)
  await expect(frame.getByRole('heading')).toHaveText('Send this transaction?')
  const rows = frame.getByTestId('approval-content')
  await expect(rows.locator('dt')).toHaveText([
    'Send token',
    'Amount',
    'To',
    'Network fee',
    'Programs',
    'Instructions',
  ])
  // The symbol from the mint's Metaplex metadata on the devnet, beside the mint itself.
  await expect(rows.locator('dd').nth(0)).toHaveText(`USDC (${mint})`)
  await expect(rows.locator('dd').nth(1)).toHaveText('1.5 USDC')
  await expect(rows.locator('dd').nth(2)).toHaveText(recipient)
  await frame.getByRole('button', { name: 'Approve' }).click()
  const signature = toBase58(Uint8Array.from(await sending))
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

  // Confirmed on the devnet: the recipient holds 1.5 USDC, the wallet 3.5, by the wallet's own signature.
  await expect.poll(() => tokensOf(recipient)).toBe(1_500_000n)
  expect(await tokensOf(address)).toBe(3_500_000n)
  const landed = await solanaDevnetRpc<{ transaction: [string, string]; meta: { err: unknown } }>(
    solana.rpcUrl,
    'getTransaction',
    [signature, { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
  )
  expect(landed.meta.err).toBeNull()
  expect(verifySolanaTransaction(landed.transaction[0], signature, address)).toBe(true)
})
