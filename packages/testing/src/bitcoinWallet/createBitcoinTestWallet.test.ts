import { type Devnet, devnetBitcoinAccounts, REGTEST_NETWORK, startDevnet } from '@portico/devnet'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinTestWallet } from './BitcoinTestWalletTypes.js'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

let devnet: Devnet<'bip122'>
const payer = devnetBitcoinAccounts[1]!
const other = devnetBitcoinAccounts[2]!

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['bip122'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const walletFor = (options: { authorized?: boolean; signAndSend?: boolean } = {}) =>
  createBitcoinTestWallet({
    privateKey: payer.privateKey,
    chains: [{ id: 'bitcoin:regtest', esploraUrl: devnet.bip122.esploraUrl }],
    authorized: options.authorized ?? true,
    ...(options.signAndSend === undefined ? {} : { signAndSend: options.signAndSend }),
  })

const paymentOf = (wallet: BitcoinTestWallet) => wallet.accounts[0] as WalletAccount
const sendFeature = (wallet: BitcoinTestWallet) => {
  const feature = wallet.features['bitcoin:signAndSendTransaction']
  if (!feature) throw new Error('the wallet cannot sign and send')
  return feature
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to be rejected')
    },
    (error: { code: number; message: string }) => error,
  )

/** A PSBT spending one of the payer's UTXOs to `to`, change back to the payer, 500 sats fee. */
async function transferPsbt(to: string, amount: bigint): Promise<Uint8Array> {
  const utxos = (await (await fetch(`${devnet.bip122.esploraUrl}/address/${payer.address}/utxo`)).json()) as {
    txid: string
    vout: number
    value: number
  }[]
  const utxo = utxos.find((candidate) => BigInt(candidate.value) > amount + 1_000n)
  if (!utxo) throw new Error('the payer has no UTXO large enough')
  const script = OutScript.encode(Address(REGTEST_NETWORK).decode(payer.address))
  const transaction = new Transaction()
  transaction.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
  })
  transaction.addOutputAddress(to, amount, REGTEST_NETWORK)
  transaction.addOutputAddress(payer.address, BigInt(utxo.value) - amount - 500n, REGTEST_NETWORK)
  return transaction.toPSBT()
}

describe('createBitcoinTestWallet', () => {
  it("shows the devnet key's P2WPKH payment and P2TR ordinals accounts once the site is approved", async () => {
    const wallet = walletFor({ authorized: false })
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(wallet.accounts).toEqual([])
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (change: StandardEventsChangeProperties) =>
      changes.push(change),
    )
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    expect(accounts.map((account) => account.address)).toEqual([payer.address, wallet.addresses[1]])
    expect(wallet.addresses[1]).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    expect(Buffer.from(accounts[0]?.publicKey ?? []).toString('hex')).toBe(payer.publicKey)
    expect(changes.at(-1)?.accounts).toHaveLength(2)
  })

  it('rejects a connect the visitor declines with 4001, and stays unauthorised', async () => {
    const wallet = walletFor({ authorized: false })
    wallet.reject('bitcoin:connect')
    const error = await rejection(wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] }))
    expect(error.code).toBe(4001)
    expect(wallet.authorized).toBe(false)
  })

  it('signs a message with a BIP-137 signature that verifies against the payment address', async () => {
    const wallet = walletFor()
    const message = new TextEncoder().encode('hello Portico')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: paymentOf(wallet),
      message,
    })
    const base64 = btoa(String.fromCharCode(...(output?.signature ?? [])))
    expect(verifyBitcoinMessage('hello Portico', base64, payer.address)).toBe(true)
    expect(verifyBitcoinMessage('hello Portico', base64, other.address)).toBe(false)
    expect(verifyBitcoinMessage('hello', base64, payer.address)).toBe(false)
  })

  it('signs a PSBT the node accepts once finalised (bitcoin:signTransaction)', async () => {
    const wallet = walletFor({ signAndSend: false })
    expect(wallet.features['bitcoin:signAndSendTransaction']).toBeUndefined()
    const psbt = await transferPsbt(other.address, 10_000n)
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: paymentOf(wallet), signingIndexes: [0] }],
    })
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())
    signed.finalize()
    const response = await fetch(`${devnet.bip122.esploraUrl}/tx`, { method: 'POST', body: signed.hex })
    expect(await response.text()).toBe(signed.id)
  })

  it('signs and broadcasts through Esplora (bitcoin:signAndSendTransaction), returning the txid', async () => {
    const wallet = walletFor()
    const psbt = await transferPsbt(other.address, 20_000n)
    const [output] = await sendFeature(wallet).signAndSendTransaction({
      psbt,
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: paymentOf(wallet), signingIndexes: [0] }],
    })
    const status = await (await fetch(`${devnet.bip122.esploraUrl}/tx/${output?.txId}`)).json()
    expect(status.vout[0]).toMatchObject({ scriptpubkey_address: other.address, value: 20_000 })
  })

  it('refuses an account it does not hold, or a chain it does not know, before prompting', async () => {
    const wallet = walletFor()
    wallet.hold()
    const foreign = { ...paymentOf(wallet), address: other.address }
    const error = await rejection(
      wallet.features['bitcoin:signMessage'].signMessage({ account: foreign, message: new Uint8Array(1) }),
    )
    expect(error.code).toBe(4100)
    const unknownChain = await rejection(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: new Uint8Array(),
        chain: 'bitcoin:mainnet',
        inputsToSign: [],
      }),
    )
    expect(unknownChain.code).toBe(-32602)
    expect(wallet.pendingPrompts).toEqual([])
    wallet.release()
  })

  it('reports another key and a wallet-side disconnect as change events', () => {
    const wallet = walletFor()
    const changes: StandardEventsChangeProperties[] = []
    wallet.features['standard:events'].on('change', (change: StandardEventsChangeProperties) =>
      changes.push(change),
    )
    wallet.setKey(other.privateKey)
    expect(changes.at(-1)?.accounts?.[0]?.address).toBe(other.address)
    wallet.emitDisconnect()
    expect(changes.at(-1)?.accounts).toEqual([])
    expect(wallet.accounts).toEqual([])
  })
})
