import { type Devnet, devnetEvmContracts, startDevnet } from '@portico/devnet'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletKeys } from '../../custody/deriveWalletKeys.js'
import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import { createFrameTranslator } from '../../i18n/createFrameTranslator.js'
import { createEvmRpc } from './createEvmRpc.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import { ETHER_UNIT, type NativeCurrencyUnit } from './NativeCurrencyUnit.js'
import { serveEvmRequest } from './serveEvmRequest.js'

let devnet: Devnet<'eip155'>
beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
})
afterAll(() => devnet?.stop())

const chain = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const wallet = () => devnet.eip155.accounts[3] ?? { address: '0x', privateKey: '0x' }
const RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const PTK = devnetEvmContracts.token.address
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })

/** The frame's context for one request, with the devnet's account #3 as the wallet and a visitor who decides. */
function request(
  method: string,
  params: unknown,
  decide: boolean | 'never' = true,
  nativeCurrency: NativeCurrencyUnit = ETHER_UNIT,
) {
  const shown: (ApprovalReview | undefined)[] = []
  const keys: WalletKeys = {
    evmPrivateKey: wallet().privateKey as Hex,
    evmAddress: wallet().address as Hex,
    solanaSecret: new Uint8Array(32),
    solanaAddress: '',
  }
  const switched: string[] = []
  const context: EvmRequestContext = {
    method,
    params,
    chainId: chain().chainId,
    nativeCurrency,
    t: createFrameTranslator(),
    rpc: createEvmRpc(chain().rpcUrl),
    address: async () => keys.evmAddress,
    approve: async (view, sign) => {
      shown.push(view)
      if (decide !== true) throw new Error('User rejected the request')
      return sign(keys)
    },
    switchChain: (next) => void switched.push(next),
  }
  return { answer: serveEvmRequest(context), shown, switched }
}

const rows = (review: ApprovalReview | undefined) =>
  Object.fromEntries(
    (review?.sections ?? []).flatMap((section) => section.rows).map((row) => [row.key, row.value]),
  )

describe('serveEvmRequest', () => {
  it('proxies reads to the chain without asking, and answers accounts and chain itself', async () => {
    const balance = request('eth_getBalance', [wallet().address, 'latest'])
    expect(BigInt((await balance.answer) as string)).toBe(
      await client().getBalance({ address: wallet().address as Hex }),
    )
    expect(balance.shown).toHaveLength(0)
    expect(await request('eth_chainId', []).answer).toBe(`0x${chain().chainId.toString(16)}`)
    expect(await request('eth_accounts', []).answer).toEqual([wallet().address])
    const block = await request('eth_blockNumber', []).answer
    expect(block).toMatch(/^0x[0-9a-f]+$/)
  })

  it('fills, shows, signs and sends eth_sendTransaction once approved: the recipient gets the amount', async () => {
    const before = await client().getBalance({ address: RECIPIENT })
    const sent = request('eth_sendTransaction', [
      { from: wallet().address, to: RECIPIENT, value: `0x${parseEther('0.01').toString(16)}` },
    ])
    const hash = (await sent.answer) as Hex
    const shown = rows(sent.shown[0])
    expect(sent.shown[0]?.title).toBe('Send this transaction?')
    expect(shown.to).toBe(RECIPIENT)
    expect(shown.amount).toBe('0.01 ETH')
    expect(shown.fee).toMatch(/^up to 0\.0000\d+ ETH$/)
    expect(shown.network).toBe(`eip155:${chain().chainId}`)
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
  })

  it('shows the amount and the fee in the network’s native currency: its symbol and its decimals', async () => {
    const value = `0x${parseEther('0.01').toString(16)}`
    const pol = request('eth_signTransaction', [{ to: RECIPIENT, value }], true, {
      symbol: 'POL',
      decimals: 18,
    })
    await pol.answer
    expect(rows(pol.shown[0])).toMatchObject({
      amount: '0.01 POL',
      fee: expect.stringMatching(/^up to 0\.\d+ POL$/),
    })
    // The same 10^16 smallest units on a network of 6 decimals are 10,000,000,000 of its coin.
    const six = request('eth_signTransaction', [{ to: RECIPIENT, value }], true, {
      symbol: 'SIX',
      decimals: 6,
    })
    await six.answer
    expect(rows(six.shown[0])).toMatchObject({ amount: '10000000000 SIX' })
    const calls = request(
      'wallet_sendCalls',
      [{ version: '2.0.0', calls: [{ to: RECIPIENT, value }] }],
      false,
      {
        symbol: 'POL',
        decimals: 18,
      },
    )
    await expect(calls.answer).rejects.toThrow('User rejected the request')
    expect(rows(calls.shown[0])).toMatchObject({
      'call-1-amount': '0.01 POL',
      fee: expect.stringMatching(/ POL$/),
    })
  })

  it('sends nothing when the visitor rejects', async () => {
    const nonce = await client().getTransactionCount({ address: wallet().address as Hex })
    const rejected = request('eth_sendTransaction', [{ to: RECIPIENT, value: '0x1' }], false)
    await expect(rejected.answer).rejects.toThrow('User rejected the request')
    expect(await client().getTransactionCount({ address: wallet().address as Hex })).toBe(nonce)
  })

  it('decodes an ERC-20 transfer and approve with the token and the amount in its decimals', async () => {
    const transfer = request('eth_sendTransaction', [
      {
        to: PTK,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [RECIPIENT, 15n * 10n ** 17n],
        }),
      },
    ])
    await client().waitForTransactionReceipt({ hash: (await transfer.answer) as Hex })
    expect(rows(transfer.shown[0])).toMatchObject({
      to: PTK,
      amount: '0 ETH',
      token: `PTK (${PTK})`,
      action: 'Transfer',
      recipient: RECIPIENT,
      'token-amount': '1.5 PTK',
    })
    const approve = request('eth_signTransaction', [
      {
        to: PTK,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, maxUint256] }),
      },
    ])
    const raw = (await approve.answer) as Hex
    expect(rows(approve.shown[0])).toMatchObject({
      action: 'Approve spending',
      spender: RECIPIENT,
      allowance: 'Unlimited',
    })
    expect(approve.shown[0]?.title).toBe('Sign this transaction?')
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(wallet().address)
    expect(parseTransaction(raw).chainId).toBe(chain().chainId)
  })

  it('signs typed data after showing its domain and fields; viem verifies it', async () => {
    const typedData = {
      domain: { name: 'Portico Lab', version: '1', chainId: chain().chainId },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Alice', wallet: RECIPIENT }, contents: 'Hello' },
    } as const
    const signed = request('eth_signTypedData_v4', [wallet().address, JSON.stringify(typedData)])
    const signature = (await signed.answer) as Hex
    expect(rows(signed.shown[0])).toMatchObject({
      'domain-name': 'Portico Lab',
      'domain-chainId': String(chain().chainId),
      'primary-type': 'Mail',
      'field-from.name': 'Alice',
      'field-contents': 'Hello',
    })
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address: wallet().address as Hex, signature })).toBe(
      true,
    )
    const otherChain = request('eth_signTypedData_v4', [
      wallet().address,
      { ...typedData, domain: { ...typedData.domain, chainId: 1 } },
    ])
    await expect(otherChain.answer).rejects.toThrow(`The typed data is for chain 1, not ${chain().chainId}`)
  })

  it('sends wallet_sendCalls in order as an EOA and reports their status; atomic batches are refused', async () => {
    const capabilities = await request('wallet_getCapabilities', [wallet().address]).answer
    expect(capabilities).toEqual({
      [`0x${chain().chainId.toString(16)}`]: { atomic: { status: 'unsupported' } },
    })
    const before = await client().getBalance({ address: RECIPIENT })
    const batch = request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: `0x${chain().chainId.toString(16)}`,
        from: wallet().address,
        atomicRequired: false,
        calls: [
          { to: RECIPIENT, value: '0x2' },
          {
            to: PTK,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 1n] }),
          },
        ],
      },
    ])
    const { id } = (await batch.answer) as { id: string }
    expect(batch.shown[0]?.title).toBe('Send these 2 calls?')
    expect(rows(batch.shown[0])).toMatchObject({
      'call-1-to': RECIPIENT,
      'call-2-token-amount': '0.000000000000000001 PTK',
    })
    await expect
      .poll(async () => ((await request('wallet_getCallsStatus', [id]).answer) as { status: number }).status)
      .toBe(200)
    const status = (await request('wallet_getCallsStatus', [id]).answer) as {
      receipts: { status: string }[]
      atomic: boolean
    }
    expect(status.atomic).toBe(false)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 2n)
    const atomic = request('wallet_sendCalls', [{ atomicRequired: true, calls: [{ to: RECIPIENT }] }])
    await expect(atomic.answer).rejects.toMatchObject({ code: 'atomicity_not_supported' })
    await expect(request('wallet_getCallsStatus', ['0x12']).answer).rejects.toThrow('Unknown bundle id')
  })

  it('lists the native balance and the ERC-20s asked for (wallet_getAssets)', async () => {
    const chainHex = `0x${chain().chainId.toString(16)}`
    const assets = (await request('wallet_getAssets', [
      { account: wallet().address, assetFilter: { [chainHex]: [{ address: PTK, type: 'erc20' }] } },
    ]).answer) as Record<string, { address: string; balance: string; type: string; metadata?: unknown }[]>
    const [native, token] = assets[chainHex] ?? []
    expect(native).toMatchObject({ address: 'native', type: 'native' })
    expect(BigInt(native?.balance ?? '0')).toBe(
      await client().getBalance({ address: wallet().address as Hex }),
    )
    expect(token).toMatchObject({ address: PTK, type: 'erc20', metadata: { symbol: 'PTK', decimals: 18 } })
  })

  it('switches the chain, and answers smart-account methods, grants without smart sessions and unknown methods with "not supported"', async () => {
    const switching = request('wallet_switchEthereumChain', [{ chainId: '0x1' }])
    expect(await switching.answer).toBeNull()
    expect(switching.switched).toEqual(['eip155:1'])
    await expect(request('wallet_grantPermissions', [{}]).answer).rejects.toMatchObject({
      message:
        'wallet_grantPermissions needs smart sessions, which this app has not turned on (features.smartSessions)',
      code: 'not_supported',
    })
    await expect(request('eth_sendUserOperation', [{}]).answer).rejects.toMatchObject({
      message: 'eth_sendUserOperation needs a smart account: smart accounts are not supported yet',
      code: 'not_supported',
    })
    await expect(request('eth_sign', [wallet().address, '0x00']).answer).rejects.toThrow(
      'eth_sign is not supported yet',
    )
  })

  it('refuses to sign for another address or on a node of another chain', async () => {
    await expect(request('eth_sendTransaction', [{ from: RECIPIENT, to: RECIPIENT }]).answer).rejects.toThrow(
      'The address is not this wallet’s',
    )
    const context = request('eth_sendTransaction', [{ to: RECIPIENT }])
    await context.answer
    const wrong: EvmRequestContext = {
      method: 'eth_sendTransaction',
      params: [{ to: RECIPIENT }],
      chainId: 1,
      nativeCurrency: ETHER_UNIT,
      t: createFrameTranslator(),
      rpc: createEvmRpc(chain().rpcUrl),
      address: async () => wallet().address as Hex,
      approve: async () => {
        throw new Error('never asked')
      },
      switchChain: () => undefined,
    }
    await expect(serveEvmRequest(wrong)).rejects.toThrow(`The RPC URL serves chain ${chain().chainId}, not 1`)
  })
})
