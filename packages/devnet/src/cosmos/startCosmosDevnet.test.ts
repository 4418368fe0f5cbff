import { Secp256k1HdWallet } from '@cosmjs/amino'
import { fromHex } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, type OfflineSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  GasPrice,
  makeCosmoshubPath,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { devnetCosmosAccounts } from './devnetCosmosAccounts.js'

let devnet: Devnet<'cosmos'>
const clients: StargateClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['cosmos'], ports: 'ephemeral' })
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await devnet?.stop()
})

const account = (index: number) => devnetCosmosAccounts[index] ?? devnetCosmosAccounts[0]!
const directSigner = (index: number) =>
  DirectSecp256k1Wallet.fromKey(fromHex(account(index).privateKey), 'portico')

async function connect(signer: OfflineSigner) {
  const client = await SigningStargateClient.connectWithSigner(devnet.cosmos.rpcUrl, signer, {
    gasPrice: GasPrice.fromString('0.025uptc'),
    broadcastPollIntervalMs: 50,
  })
  clients.push(client)
  return client
}

describe('Cosmos devnet with @cosmjs/stargate', () => {
  it('reports its chain id, height and funded accounts', async () => {
    const client = await StargateClient.connect(devnet.cosmos.rpcUrl)
    clients.push(client)
    expect(await client.getChainId()).toBe('portico-local-1')
    expect(await client.getHeight()).toBeGreaterThan(0)
    expect(await client.getBalance(account(0).address, 'uptc')).toEqual({
      denom: 'uptc',
      amount: '1000000000000',
    })
    expect(Number((await client.getAccount(account(0).address))?.accountNumber)).toBe(0)
  })

  it('sends tokens signed in SIGN_MODE_DIRECT with simulated gas, and confirms them', async () => {
    const client = await connect(await directSigner(1))
    const recipient = account(2).address
    const before = BigInt((await client.getBalance(recipient, 'uptc')).amount)
    const result = await client.sendTokens(
      account(1).address,
      recipient,
      [{ denom: 'uptc', amount: '12345' }],
      'auto',
    )
    expect(result.code).toBe(0)
    expect(BigInt((await client.getBalance(recipient, 'uptc')).amount)).toBe(before + 12345n)
    expect((await client.getTx(result.transactionHash))?.height).toBe(result.height)
    expect(Number((await client.getSequence(account(1).address)).sequence)).toBe(1)
  })

  it('sends tokens signed in LEGACY_AMINO_JSON (Keplr signAmino, Ledger)', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(devnet.cosmos.mnemonic, {
      prefix: 'portico',
      hdPaths: [makeCosmoshubPath(3)],
    })
    const [{ address } = { address: '' }] = await wallet.getAccounts()
    expect(address).toBe(account(3).address)
    const client = await connect(wallet)
    const result = await client.sendTokens(
      address,
      account(4).address,
      [{ denom: 'uptc', amount: '1' }],
      'auto',
      'memo',
    )
    expect(result.code).toBe(0)
  })

  it('lands an overspending transfer with the bank error, charging the fee', async () => {
    const client = await connect(await directSigner(5))
    const fee = { amount: [{ denom: 'uptc', amount: '5000' }], gas: '200000' }
    const result = await client.sendTokens(
      account(5).address,
      account(6).address,
      [{ denom: 'uptc', amount: '2000000000000' }],
      fee,
    )
    expect(result.code).toBe(5)
    expect(result.rawLog).toContain('insufficient funds')
    expect((await client.getBalance(account(5).address, 'uptc')).amount).toBe(
      String(1_000_000_000_000 - 5000),
    )
  })

  it('rejects a signature for another chain id at CheckTx', async () => {
    const client = await connect(await directSigner(7))
    const { accountNumber, sequence } = await client.getSequence(account(7).address)
    const signed = await client.sign(
      account(7).address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: account(7).address,
            toAddress: account(8).address,
            amount: [{ denom: 'uptc', amount: '1' }],
          },
        },
      ],
      { amount: [{ denom: 'uptc', amount: '5000' }], gas: '200000' },
      '',
      { accountNumber, sequence, chainId: 'another-chain-1' },
    )
    const error = await client.broadcastTx(TxRaw.encode(signed).finish()).catch((caught) => caught)
    expect(error).toBeInstanceOf(BroadcastTxError)
    expect((error as BroadcastTxError).code).toBe(4)
    expect((error as BroadcastTxError).log).toContain('signature verification failed')
  })

  it('rejects a fee under the minimum gas price', async () => {
    const client = await connect(await directSigner(8))
    const error = await client
      .sendTokens(account(8).address, account(9).address, [{ denom: 'uptc', amount: '1' }], {
        amount: [{ denom: 'uptc', amount: '1' }],
        gas: '200000',
      })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(BroadcastTxError)
    expect((error as BroadcastTxError).code).toBe(13)
  })

  it('serves balances and accounts over the REST (LCD) API', async () => {
    const balances = await (
      await fetch(`${devnet.cosmos.restUrl}/cosmos/bank/v1beta1/balances/${account(9).address}`)
    ).json()
    expect(balances.balances).toEqual([{ denom: 'uptc', amount: '1000000000000' }])
    const missing = await fetch(
      `${devnet.cosmos.restUrl}/cosmos/auth/v1beta1/accounts/portico1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqlfp3sa`,
    )
    expect(missing.status).toBe(404)
  })
})
