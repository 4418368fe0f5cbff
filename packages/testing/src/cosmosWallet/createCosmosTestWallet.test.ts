import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { SigningStargateClient } from '@cosmjs/stargate'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { type CosmosDevnetInfo, type Devnet, startDevnet } from '@portico/devnet'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CosmosTestWallet } from './CosmosTestWalletTypes.js'
import { createCosmosTestWallet } from './createCosmosTestWallet.js'

let devnet: Devnet<'cosmos'>
let cosmos: CosmosDevnetInfo

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['cosmos'], ports: 'ephemeral' })
  cosmos = devnet.cosmos
})
afterAll(() => devnet?.stop())

const account = (index: number) => {
  const found = cosmos.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}

const walletFor = (index: number, authorized = true): CosmosTestWallet =>
  createCosmosTestWallet({
    privateKey: account(index).privateKey,
    chains: [{ chainId: cosmos.chainId, bech32Prefix: cosmos.bech32Prefix, restUrl: cosmos.restUrl }],
    authorized,
  })

/** cosmjs waits for inclusion by polling every 3 s: more than vitest's default 5 s on a busy machine. */
const INCLUSION_TIMEOUT_MS = 30_000

const fee = { amount: [{ denom: 'uptc', amount: '5000' }], gas: '200000' }

async function balanceOf(address: string) {
  const response = await fetch(
    `${cosmos.restUrl}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=uptc`,
  )
  const { balance } = (await response.json()) as { balance: { amount: string } }
  return BigInt(balance.amount)
}

describe('createCosmosTestWallet', () => {
  it("gives the devnet account's address and public key for the chain", async () => {
    const key = await walletFor(1).getKey(cosmos.chainId)
    expect(key.bech32Address).toBe(account(1).address)
    expect(Buffer.from(key.pubKey).toString('hex')).toBe(account(1).publicKey)
  })

  it(
    "signs SIGN_MODE_DIRECT transactions the node's signature check accepts",
    async () => {
      const wallet = walletFor(2)
      const client = await SigningStargateClient.connectWithSigner(
        cosmos.rpcUrl,
        wallet.getOfflineSigner(cosmos.chainId),
      )
      const before = await balanceOf(account(0).address)
      const result = await client.sendTokens(
        account(2).address,
        account(0).address,
        [{ denom: 'uptc', amount: '1234' }],
        fee,
      )
      expect(result.code).toBe(0)
      expect(await balanceOf(account(0).address)).toBe(before + 1234n)
      client.disconnect()
    },
    INCLUSION_TIMEOUT_MS,
  )

  it(
    "signs LEGACY_AMINO_JSON transactions (signAmino) the node's signature check accepts",
    async () => {
      const wallet = walletFor(3)
      const client = await SigningStargateClient.connectWithSigner(
        cosmos.rpcUrl,
        wallet.getOfflineSignerOnlyAmino(cosmos.chainId),
      )
      const result = await client.sendTokens(
        account(3).address,
        account(0).address,
        [{ denom: 'uptc', amount: '99' }],
        fee,
      )
      expect(result.code).toBe(0)
      client.disconnect()
    },
    INCLUSION_TIMEOUT_MS,
  )

  it('signs arbitrary data with an ADR-36 signature that verifies against the account key', async () => {
    const wallet = walletFor(4)
    const { address, publicKey } = account(4)
    const signature = await wallet.signArbitrary(cosmos.chainId, address, 'hello Portico')
    const doc = makeAminoSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer: address, data: btoa('hello Portico') } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const valid = secp256k1.verify(
      Buffer.from(signature.signature, 'base64'),
      sha256(serializeSignDoc(doc)),
      hexToBytes(publicKey),
      { prehash: false },
    )
    expect(valid).toBe(true)
    expect(await wallet.verifyArbitrary(cosmos.chainId, address, 'hello Portico', signature)).toBe(true)
  })

  it("answers a rejected prompt with Keplr's 'Request rejected' and stays unauthorised", async () => {
    const wallet = walletFor(5, false)
    wallet.reject('enable')
    await expect(wallet.enable(cosmos.chainId)).rejects.toThrow('Request rejected')
    expect(wallet.enabledChains).toEqual([])
    wallet.approve()
    await wallet.enable(cosmos.chainId)
    expect(wallet.enabledChains).toEqual([cosmos.chainId])
  })

  it('knows a suggested chain once the visitor approves it', async () => {
    const wallet = walletFor(6)
    await expect(wallet.enable('other-chain-1')).rejects.toThrow('There is no chain info for other-chain-1')
    await wallet.experimentalSuggestChain({
      chainId: 'other-chain-1',
      rest: cosmos.restUrl,
      bech32Config: { bech32PrefixAccAddr: 'other' },
    })
    await wallet.enable('other-chain-1')
    expect(wallet.addressOn('other-chain-1')).toMatch(/^other1/)
  })

  it('broadcasts with sendTx and throws the node log for a refused transaction', async () => {
    const wallet = walletFor(7)
    const client = await SigningStargateClient.offline(wallet.getOfflineSigner(cosmos.chainId))
    const signed = await client.sign(
      account(7).address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: account(7).address,
            toAddress: account(0).address,
            amount: [{ denom: 'uptc', amount: '1' }],
          },
        },
      ],
      { amount: [{ denom: 'uptc', amount: '1' }], gas: '200000' },
      '',
      { accountNumber: 7n, sequence: 0, chainId: cosmos.chainId },
    )
    await expect(wallet.sendTx(cosmos.chainId, TxRaw.encode(signed).finish(), 'sync')).rejects.toThrow(
      /insufficient fee/,
    )
  })

  it('dispatches keplr_keystorechange when the visitor selects another key', async () => {
    const eventTarget = new EventTarget()
    const wallet = createCosmosTestWallet({
      privateKey: account(8).privateKey,
      chains: [{ chainId: cosmos.chainId, bech32Prefix: cosmos.bech32Prefix, restUrl: cosmos.restUrl }],
      authorized: true,
      eventTarget,
    })
    let changes = 0
    eventTarget.addEventListener('keplr_keystorechange', () => {
      changes += 1
    })
    wallet.setKey(account(9).privateKey)
    expect(changes).toBe(1)
    expect((await wallet.getKey(cosmos.chainId)).bech32Address).toBe(account(9).address)
  })
})
