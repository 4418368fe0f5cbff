import type { RemoteSession } from '@portico/core'
import { getBase64Decoder, getBase64Encoder } from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { expect, it } from 'vitest'
import { sessionWallet } from './sessionWallet.js'

const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** A remote session stub that records each request and answers from `answer` (this module's unit under test only). */
function remoteSession(methods: string[], answer: (method: string, params: unknown) => unknown) {
  const requests: { method: string; params: unknown }[] = []
  const session: RemoteSession = {
    connectorId: 'auth',
    namespaces: { solana: { chains: [CHAIN], accounts: [`${CHAIN}:${ADDRESS}`], methods, events: [] } },
    async request({ method, params }) {
      requests.push({ method, params })
      return answer(method, params)
    },
    subscribe: () => () => undefined,
    disconnect: async () => undefined,
  }
  const wallet = sessionWallet({ session, chainId: () => CHAIN, chains: ['solana:localnet'] })
  return { wallet, requests }
}

const bytes = (...values: number[]) => Uint8Array.from(values)
const base64 = (value: Uint8Array) => getBase64Decoder().decode(value)

it('signs several transactions in one solana_signAllTransactions request when the session has it', async () => {
  const { wallet, requests } = remoteSession(
    ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions'],
    (_method, params) => ({
      transactions: (params as { transactions: string[] }).transactions.map((wire) =>
        base64(Uint8Array.from(getBase64Encoder().encode(wire), (byte) => byte + 1)),
      ),
    }),
  )
  const [account] = wallet.accounts
  if (!account) throw new Error('no account')
  const feature = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction']
  const signed = await feature.signTransaction(
    { account, transaction: bytes(1, 2) },
    { account, transaction: bytes(3) },
  )
  expect(requests).toEqual([
    {
      method: 'solana_signAllTransactions',
      params: { transactions: [base64(bytes(1, 2)), base64(bytes(3))], pubkey: ADDRESS },
    },
  ])
  expect(signed.map(({ signedTransaction }) => [...signedTransaction])).toEqual([[2, 3], [4]])
  expect(wallet.features['solana:signAndSendTransaction']).toBeUndefined()
})

it('has solana:signAndSendTransaction over solana_signAndSendTransaction with docs/behaviour.md#calls send options only', async () => {
  const { wallet, requests } = remoteSession(['solana_signAndSendTransaction'], () => ({
    signature: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  }))
  const [account] = wallet.accounts
  if (!account) throw new Error('no account')
  expect(account.features).toContain('solana:signAndSendTransaction')
  const feature = (wallet.features as SolanaSignAndSendTransactionFeature)['solana:signAndSendTransaction']
  const [output] = await feature.signAndSendTransaction({
    account,
    chain: 'solana:localnet',
    transaction: bytes(9),
    options: { commitment: 'confirmed', skipPreflight: true, maxRetries: 2, minContextSlot: 7 },
  })
  expect(requests).toEqual([
    {
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: base64(bytes(9)),
        pubkey: ADDRESS,
        sendOptions: { skipPreflight: true, maxRetries: 2, minContextSlot: 7 },
      },
    },
  ])
  expect(output?.signature).toHaveLength(64)
})

it('passes the wallet’s rejection to the dapp as it came', async () => {
  const rejection = Object.assign(new Error('User rejected the request'), { code: 4001 })
  const { wallet } = remoteSession(['solana_signTransaction'], () => {
    throw rejection
  })
  const [account] = wallet.accounts
  if (!account) throw new Error('no account')
  const feature = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction']
  await expect(feature.signTransaction({ account, transaction: bytes(1) })).rejects.toBe(rejection)
})
