import { ed25519 } from '@noble/curves/ed25519.js'
import { parseAppMessage } from '@portico/embedded/protocol'
import { base58, base64 } from '@scure/base'
import { address, createNoopSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, it } from 'vitest'
import { createShareVault } from '../custody/createShareVault.js'
import { deriveWalletKeys } from '../custody/deriveWalletKeys.js'
import { memoryVaultRecords } from '../custody/memoryVaultRecords.js'
import { splitSeed } from '../custody/splitSeed.js'
import { buildTestTransaction } from '../rpc/solana/buildTestTransaction.js'
import { decodeSolanaTransaction } from '../rpc/solana/decodeSolanaTransaction.js'
import type { ApprovalReview } from './ApprovalReview.js'
import type { CloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import type { FrameStore } from './FrameStore.js'

const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'

/**
 * A frame logged in to a wallet of a known seed: the cloud's auth share comes from a stand-in (this test is about
 * the controller's order of review, approval and signing; the cloud's own tests cover the share's release).
 */
async function loggedInFrame(approves: boolean) {
  const seed = new Uint8Array(32).fill(3)
  const keys = deriveWalletKeys(seed)
  const shares = await splitSeed(seed)
  const addresses = { eip155: keys.evmAddress, solana: keys.solanaAddress }
  const items = new Map<string, string>([
    ['@portico-secure/p/session', 'token'],
    [`@portico-secure/p/device/${addresses.eip155}`, shares.device],
  ])
  const auth = { readShare: async () => ({ share: shares.auth, addresses }) } as unknown as CloudAuth
  const asked: { method: string; review?: ApprovalReview }[] = []
  const store: FrameStore = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
  const controller = createFrameController({
    auth,
    store,
    // The plain device share planted above moves into the vault on first read, as after an upgrade.
    vault: createShareVault(memoryVaultRecords(), store),
    showRecovery: async () => false,
    askRecovery: async () => undefined,
    projectId: 'p',
    chainId: CHAIN,
    parentOrigin: 'http://127.0.0.1:5173',
    socialCallbackUrl: 'http://127.0.0.1:4410/social-callback.html',
    approve: async ({ method, review }) => {
      asked.push({ method, ...(review ? { review } : {}) })
      return approves
    },
  })
  const request = async (method: string, params: unknown) => {
    const parsed = parseAppMessage({
      type: '@portico-app/RPC_REQUEST',
      id: 'r1',
      payload: { method, params, chainId: CHAIN, chainNamespace: 'solana' },
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  const transfer = (from: string) =>
    base64.encode(
      buildTestTransaction({
        feePayer: from,
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: address(OTHER),
            amount: lamports(5_000_000n),
          }),
        ],
      }),
    )
  return { keys, asked, request, transfer }
}

it('shows the decoded transaction in the approval screen, then signs with the wallet’s key', async () => {
  const { keys, asked, request, transfer } = await loggedInFrame(true)
  const answer = await request('solana_signTransaction', { transaction: transfer(keys.solanaAddress) })
  expect(asked).toEqual([
    {
      method: 'solana_signTransaction',
      review: {
        title: 'Sign this transaction?',
        sections: [{ rows: expect.arrayContaining([{ label: 'Send', value: '0.005 SOL' }]) }],
      },
    },
  ])
  if (!answer.ok) throw new Error(answer.error.message)
  const { signature, transaction } = answer.payload as { signature: string; transaction: string }
  const { message } = decodeSolanaTransaction(base64.decode(transaction))
  expect(ed25519.verify(base58.decode(signature), message, base58.decode(keys.solanaAddress))).toBe(true)
})

it('refuses a transaction the wallet does not sign without showing the screen, and a rejected one unsigned', async () => {
  const refused = await loggedInFrame(true)
  expect(
    await refused.request('solana_signAndSendTransaction', { transaction: refused.transfer(OTHER) }),
  ).toEqual({
    ok: false,
    error: {
      message: `The transaction's fee payer and signers do not include this wallet (${refused.keys.solanaAddress})`,
    },
  })
  expect(refused.asked).toEqual([])

  const rejected = await loggedInFrame(false)
  expect(
    await rejected.request('solana_signTransaction', {
      transaction: rejected.transfer(rejected.keys.solanaAddress),
    }),
  ).toEqual({ ok: false, error: { message: 'User rejected the request', code: 'user_rejected' } })
  expect(rejected.asked).toHaveLength(1)
})
