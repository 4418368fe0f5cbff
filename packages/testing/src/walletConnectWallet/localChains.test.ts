import type { StdSignDoc } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import { SigningStargateClient } from '@cosmjs/stargate'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { type Devnet, startDevnet } from '@portico/devnet'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  type getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  verifySignature,
} from '@solana/kit'
import {
  createPublicClient,
  stringToHex as evmStringToHex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from '../bitcoinWallet/verifyBitcoinMessage.js'
import { fromBase64, toBase64 } from './base64.js'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet.js'
import { type PairedDapp, pairLeanDapp } from './testing/pairLeanDapp.js'
import { type RelayCloud, startRelayCloud } from './testing/startRelayCloud.js'
import type { WalletConnectTestWallet } from './WalletConnectTestWalletTypes.js'

let cloud: RelayCloud
let devnet: Devnet<'eip155' | 'solana' | 'bip122' | 'cosmos' | 'polkadot'>
let wallet: WalletConnectTestWallet
let paired: PairedDapp
let polkadotApi: ApiPromise

const chain = {
  eip155: '',
  solana: '',
  bip122: '',
  cosmos: '',
  polkadot: '',
}

// chopsticks compiles the Asset Hub runtime at start: 30–50 s on a busy 2-core machine; the other chains start beside it.
beforeAll(async () => {
  ;[cloud, devnet] = await Promise.all([
    startRelayCloud(),
    startDevnet({ chains: ['eip155', 'solana', 'bip122', 'cosmos', 'polkadot'], ports: 'ephemeral' }),
  ])
  const evm = devnet.eip155.chains[0]!
  chain.eip155 = `eip155:${evm.chainId}`
  chain.solana = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
  chain.bip122 = devnet.bip122.caip2
  chain.cosmos = `cosmos:${devnet.cosmos.chainId}`
  chain.polkadot = `polkadot:${devnet.polkadot.genesisHash.slice(2, 34)}`
  wallet = await createWalletConnectTestWallet({
    relayUrl: cloud.relayUrl,
    eip155: {
      privateKey: devnet.eip155.accounts[5]!.privateKey,
      chains: [{ chainId: chain.eip155 as `eip155:${number}`, rpcUrl: evm.rpcUrl }],
    },
    solana: {
      secretKey: devnet.solana.accounts[4]!.secretKey,
      chains: [{ chainId: chain.solana as `solana:${string}`, rpcUrl: devnet.solana.rpcUrl }],
    },
    bip122: {
      privateKey: devnet.bip122.accounts[4]!.privateKey,
      chains: [{ chainId: chain.bip122 as `bip122:${string}`, esploraUrl: devnet.bip122.esploraUrl }],
    },
    cosmos: {
      privateKey: devnet.cosmos.accounts[5]!.privateKey,
      chains: [
        {
          chainId: chain.cosmos as `cosmos:${string}`,
          bech32Prefix: devnet.cosmos.bech32Prefix,
          restUrl: devnet.cosmos.restUrl,
        },
      ],
    },
    polkadot: {
      uris: [devnet.polkadot.accounts[4]!.uri],
      chains: [{ chainId: chain.polkadot as `polkadot:${string}` }],
    },
  })
  const ask = (namespace: keyof typeof chain, methods: string[]) => ({
    chains: [chain[namespace]],
    methods,
    events: [],
  })
  paired = await pairLeanDapp(cloud.relayUrl, wallet, {
    eip155: ask('eip155', ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']),
    solana: ask('solana', ['solana_signMessage', 'solana_signTransaction']),
    bip122: ask('bip122', ['signMessage', 'sendTransfer']),
    cosmos: ask('cosmos', ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']),
    polkadot: ask('polkadot', ['polkadot_signMessage', 'polkadot_signTransaction']),
  })
  polkadotApi = await ApiPromise.create({ provider: new WsProvider(devnet.polkadot.wsUrl), noInitWarn: true })
}, 240_000)
afterAll(async () => {
  paired?.dapp.close()
  await wallet?.close()
  await polkadotApi?.disconnect()
  await Promise.all([cloud?.stop(), devnet?.stop()])
})

/** The address part of the session's first account in `namespace`. */
const accountOf = (namespace: keyof typeof chain) => {
  const caip10 = paired.session.namespaces[namespace]?.accounts[0] ?? ''
  return caip10.slice(caip10.lastIndexOf(':') + 1)
}
const request = (namespace: keyof typeof chain, method: string, params: unknown) =>
  paired.session.request({ chainId: chain[namespace], method, params })

describe('the WalletConnect test wallet on the local chains, over the relay', () => {
  it('settles all five namespaces with the devnet accounts', () => {
    expect(Object.keys(paired.session.namespaces).sort()).toEqual([
      'bip122',
      'cosmos',
      'eip155',
      'polkadot',
      'solana',
    ])
    expect(accountOf('eip155')).toBe(devnet.eip155.accounts[5]!.address)
    expect(accountOf('solana')).toBe(devnet.solana.accounts[4]!.address)
    expect(accountOf('bip122')).toBe(devnet.bip122.accounts[4]!.address)
    expect(accountOf('cosmos')).toBe(devnet.cosmos.accounts[5]!.address)
  })

  it('eip155: personal_sign and eth_signTypedData_v4 verify; eth_sendTransaction is mined on anvil', async () => {
    const from = accountOf('eip155') as `0x${string}`
    const signature = (await request('eip155', 'personal_sign', [
      evmStringToHex('hello'),
      from,
    ])) as `0x${string}`
    expect(await verifyMessage({ address: from, message: 'hello', signature })).toBe(true)
    const typed = {
      domain: { name: 'Portico', version: '1', chainId: devnet.eip155.chains[0]!.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'typed' },
    }
    const typedSignature = (await request('eip155', 'eth_signTypedData_v4', [
      from,
      JSON.stringify({
        ...typed,
        types: {
          ...typed.types,
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
        },
      }),
    ])) as `0x${string}`
    expect(await verifyTypedData({ address: from, ...typed, signature: typedSignature })).toBe(true)
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await request('eip155', 'eth_sendTransaction', [
      { from, to, value: `0x${parseEther('0.25').toString(16)}` },
    ])) as `0x${string}`
    const client = createPublicClient({ transport: http(devnet.eip155.chains[0]!.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('solana: solana_signMessage verifies; a transaction it signs lands on the local validator', async () => {
    const pubkey = accountOf('solana')
    const message = new TextEncoder().encode('hello solana')
    const { signature } = (await request('solana', 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey,
    })) as { signature: string }
    const key = await getPublicKeyFromAddress(address(pubkey))
    expect(await verifySignature(key, getBase58Encoder().encode(signature) as SignatureBytes, message)).toBe(
      true,
    )

    const rpc = createSolanaRpc(devnet.solana.rpcUrl)
    const recipient = address(devnet.solana.accounts[6]!.address)
    const before = (await rpc.getBalance(recipient).send()).value
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transfer = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayer(address(pubkey), draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: address(pubkey), role: AccountRole.WRITABLE_SIGNER },
              { address: recipient, role: AccountRole.WRITABLE },
            ],
            data: Uint8Array.from([...getU32Encoder().encode(2), ...getU64Encoder().encode(2_000_000n)]),
          },
          draft,
        ),
    )
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(transfer)))
    const signed = (await request('solana', 'solana_signTransaction', { transaction: wire, pubkey })) as {
      signature: string
      transaction: string
    }
    await rpc
      .sendTransaction(signed.transaction as ReturnType<typeof getBase64EncodedWireTransaction>, {
        encoding: 'base64',
      })
      .send()
    await expect
      .poll(
        async () =>
          (await rpc.getSignatureStatuses([toSignature(signed.signature)]).send()).value[0]
            ?.confirmationStatus,
      )
      .toMatch(/confirmed|finalized/)
    expect((await rpc.getBalance(recipient).send()).value).toBe(before + 2_000_000n)
  })

  it('bip122: signMessage verifies (BIP-137); sendTransfer is broadcast and mined on regtest', async () => {
    const account = accountOf('bip122')
    const { signature, address: signer } = (await request('bip122', 'signMessage', {
      account,
      message: 'hello bitcoin',
    })) as { signature: string; address: string }
    expect(signer).toBe(account)
    expect(verifyBitcoinMessage('hello bitcoin', signature, account)).toBe(true)

    const recipient = devnet.bip122.accounts[7]!.address
    const funded = async () => {
      const stats = (await (await fetch(`${devnet.bip122.esploraUrl}/address/${recipient}`)).json()) as {
        chain_stats: { funded_txo_sum: number }
      }
      return stats.chain_stats.funded_txo_sum
    }
    const before = await funded()
    const { txid } = (await request('bip122', 'sendTransfer', {
      account,
      recipientAddress: recipient,
      amount: '150000',
    })) as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await fetch(`${devnet.bip122.esploraUrl}/mine`, { method: 'POST' })
    await expect.poll(funded).toBe(before + 150_000)
  })

  it('cosmos: a bank send signed with cosmos_signDirect over the session is included', async () => {
    const signerAddress = accountOf('cosmos')
    const signer: OfflineDirectSigner = {
      getAccounts: async () =>
        ((await request('cosmos', 'cosmos_getAccounts', {})) as { address: string; pubkey: string }[]).map(
          (entry) => ({
            address: entry.address,
            algo: 'secp256k1' as const,
            pubkey: fromBase64(entry.pubkey),
          }),
        ),
      signDirect: async (signerAddress, signDoc) => {
        const { signature, signed } = (await request('cosmos', 'cosmos_signDirect', {
          signerAddress,
          signDoc: {
            chainId: signDoc.chainId,
            accountNumber: signDoc.accountNumber.toString(),
            bodyBytes: toBase64(signDoc.bodyBytes),
            authInfoBytes: toBase64(signDoc.authInfoBytes),
          },
        })) as {
          signature: { pub_key: { type: string; value: string }; signature: string }
          signed: { chainId: string; accountNumber: string; bodyBytes: string; authInfoBytes: string }
        }
        return {
          signature,
          signed: {
            chainId: signed.chainId,
            accountNumber: BigInt(signed.accountNumber),
            bodyBytes: fromBase64(signed.bodyBytes),
            authInfoBytes: fromBase64(signed.authInfoBytes),
          },
        }
      },
    }
    const client = await SigningStargateClient.connectWithSigner(devnet.cosmos.rpcUrl, signer)
    const recipient = devnet.cosmos.accounts[0]!.address
    const balance = async () => BigInt((await client.getBalance(recipient, devnet.cosmos.denom)).amount)
    const before = await balance()
    const result = await client.sendTokens(
      signerAddress,
      recipient,
      [{ denom: devnet.cosmos.denom, amount: '4321' }],
      {
        amount: [{ denom: devnet.cosmos.denom, amount: '5000' }],
        gas: '200000',
      },
    )
    expect(result.code).toBe(0)
    expect(await balance()).toBe(before + 4321n)
    const amino: StdSignDoc = {
      chain_id: devnet.cosmos.chainId,
      account_number: '0',
      sequence: '0',
      fee: { amount: [], gas: '0' },
      msgs: [],
      memo: 'amino',
    }
    await expect(
      request('cosmos', 'cosmos_signAmino', { signerAddress, signDoc: amino }),
    ).resolves.toMatchObject({
      signed: amino,
      signature: { pub_key: { type: 'tendermint/PubKeySecp256k1' } },
    })
    client.disconnect()
  }, 60_000)

  it('polkadot: polkadot_signMessage verifies; a transfer signed with polkadot_signTransaction is included', async () => {
    const from = accountOf('polkadot')
    const { signature } = (await request('polkadot', 'polkadot_signMessage', {
      address: from,
      message: 'hello dot',
    })) as {
      signature: `0x${string}`
    }
    expect(signatureVerify(u8aWrapBytes(stringToHex('hello dot')), signature, from).isValid).toBe(true)

    let id = 0
    const signer: Signer = {
      signPayload: async (payload) => {
        const answer = (await request('polkadot', 'polkadot_signTransaction', {
          address: payload.address,
          transactionPayload: payload,
        })) as { signature: `0x${string}` }
        id += 1
        return { id, signature: answer.signature }
      },
    }
    const to = devnet.polkadot.accounts[1]!.address
    const { system } = polkadotApi.query as unknown as {
      system: { account(address: string): Promise<{ data: { free: { toBigInt(): bigint } } }> }
    }
    const free = async () => (await system.account(to)).data.free.toBigInt()
    const before = await free()
    await new Promise<void>((resolve, reject) => {
      polkadotApi.tx.balances
        ?.transferKeepAlive?.(to, 3n * 10n ** 12n)
        .signAndSend(from, { signer }, ({ status, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          else if (status.isInBlock || status.isFinalized) resolve()
        })
        .catch(reject)
    })
    expect(await free()).toBe(before + 3n * 10n ** 12n)
  }, 60_000)
})
