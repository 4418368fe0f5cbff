import { hexToBytes } from '@noble/hashes/utils.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pollUntil } from '../process/pollUntil.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { type DevnetBitcoinAccount, devnetBitcoinAccounts, REGTEST_NETWORK } from './devnetBitcoinAccounts.js'

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

let devnet: Devnet<'bip122'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['bip122'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const esplora = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${devnet.bip122.esploraUrl}${path}`, init)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}
const utxos = async (address: string): Promise<Utxo[]> => (await esplora(`/address/${address}/utxo`)).json()
const balance = async (address: string) => (await utxos(address)).reduce((sum, utxo) => sum + utxo.value, 0)
const rpc = async (method: string, params: unknown[] = []) => {
  const response = await fetch(devnet.bip122.rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ method, params, id: 1 }),
  })
  return (await response.json()) as { result: unknown; error: { code: number; message: string } | null }
}

/** `claimed` lets a test lie about the input value, to get a transaction past the signer that the node must refuse. */
function spend(
  from: DevnetBitcoinAccount,
  utxo: Utxo,
  to: string,
  amount: number,
  fee = 1_000,
  claimed = utxo.value,
) {
  const publicKey = hexToBytes(from.publicKey)
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: p2wpkh(publicKey, REGTEST_NETWORK).script, amount: BigInt(claimed) },
  })
  tx.addOutputAddress(to, BigInt(amount), REGTEST_NETWORK)
  const change = claimed - amount - fee
  if (change > 0) tx.addOutputAddress(from.address, BigInt(change), REGTEST_NETWORK)
  tx.sign(hexToBytes(from.privateKey))
  tx.finalize()
  return tx.hex
}

describe('Bitcoin devnet (bcoin regtest) with @scure/btc-signer', () => {
  it('runs regtest with SegWit active and Core-style addresses', async () => {
    const { result } = await rpc('getblockchaininfo')
    expect(result).toMatchObject({ chain: 'regtest', bip9_softforks: { segwit: { status: 'active' } } })
    expect(devnetBitcoinAccounts[0]?.address).toMatch(/^bcrt1q/)
    expect(Number((await esplora('/blocks/tip/height')).text)).toBeGreaterThanOrEqual(151)
  })

  it('funds every dev wallet with mature coinbase outputs', async () => {
    for (const account of devnetBitcoinAccounts)
      expect(await balance(account.address)).toBe(5 * 50 * 100_000_000)
  })

  it('broadcasts a signed P2WPKH transfer and confirms it when a block is mined', async () => {
    const [from, to] = [devnetBitcoinAccounts[1], devnetBitcoinAccounts[2]] as [
      DevnetBitcoinAccount,
      DevnetBitcoinAccount,
    ]
    const [utxo] = await utxos(from.address)
    const before = await balance(to.address)
    const posted = await esplora('/tx', {
      method: 'POST',
      body: spend(from, utxo as Utxo, to.address, 100_000_000),
    })
    expect(posted.status).toBe(200)
    const txid = posted.text
    expect((await esplora(`/tx/${txid}/status`)).json()).toEqual({ confirmed: false })

    await esplora('/mine', { method: 'POST', body: JSON.stringify({ blocks: 1 }) })
    expect((await esplora(`/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true })
    expect(await balance(to.address)).toBe(before + 100_000_000)
    const tx = (await esplora(`/tx/${txid}`)).json()
    expect(tx.fee).toBe(1_000)
    expect(tx.vin[0].prevout.scriptpubkey_address).toBe(from.address)
    const history = (await esplora(`/address/${to.address}/txs`)).json()
    expect(history[0].txid).toBe(txid)
  })

  it('rejects a transaction that spends more than its inputs with the node error', async () => {
    const from = devnetBitcoinAccounts[3] as DevnetBitcoinAccount
    const [utxo] = (await utxos(from.address)) as [Utxo]
    const hex = spend(from, utxo, devnetBitcoinAccounts[4]?.address ?? '', utxo.value + 1, 0, utxo.value + 1)
    const posted = await esplora('/tx', { method: 'POST', body: hex })
    expect(posted.status).toBe(400)
    expect(posted.text).toContain('sendrawtransaction RPC error')
    expect(posted.text).toContain('bad-txns-in-belowout')
  })

  it('rejects a double spend', async () => {
    const from = devnetBitcoinAccounts[5] as DevnetBitcoinAccount
    const [utxo] = (await utxos(from.address)) as [Utxo]
    const first = await esplora('/tx', {
      method: 'POST',
      body: spend(from, utxo, devnetBitcoinAccounts[6]?.address ?? '', 1_000),
    })
    expect(first.status).toBe(200)
    const second = await esplora('/tx', {
      method: 'POST',
      body: spend(from, utxo, devnetBitcoinAccounts[7]?.address ?? '', 2_000),
    })
    expect(second.status).toBe(400)
    expect(second.text).toContain('txn-mempool-conflict')
  })

  it('mines a block on its own every few seconds', async () => {
    const tip = async () => Number((await esplora('/blocks/tip/height')).text)
    const start = await tip()
    const next = await pollUntil({
      check: async () => ((await tip()) > start ? tip() : undefined),
      timeoutMs: (devnet.bip122.blockIntervalSeconds + 10) * 1000,
      intervalMs: 250,
      onTimeout: () => new Error(`no block after height ${start}`),
    })
    expect(next).toBeGreaterThan(start)
  })

  it('answers fee estimates for every target', async () => {
    expect((await esplora('/fee-estimates')).json()).toMatchObject({ 1: 1, 6: 1, 144: 1 })
  })
})
