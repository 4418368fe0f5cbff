import type { Network } from '@portico/core'
import { type Devnet, devnetEvmContracts, startDevnet } from '@portico/devnet'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxSendable } from '../plan/maxSendable.js'
import type { SendToken } from '../tokens/SendToken.js'
import { planEvmSend } from './planEvmSend.js'

let devnet: Devnet<'eip155'>
let network: Network
const client = () => createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  const chain = devnet.eip155.chains[0]
  if (!chain) throw new Error('no devnet chain')
  network = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
})
afterAll(() => devnet?.stop())

const account = (index: number) => {
  const found = devnet.eip155.accounts[index]
  if (!found) throw new Error(`no devnet account ${index}`)
  return found
}
const ether = (address: string) => client().getBalance({ address: address as Address })
const tokenBalance = (token: string, holder: string) =>
  client().readContract({
    address: token as Address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  })

const { usdt, token: ptk } = devnetEvmContracts
const usdtLike = () => [`eip155:${network.id}:${usdt.address}`]
const tokenOf = (contract: typeof usdt | typeof ptk, balance: bigint): SendToken => ({
  name: contract.name,
  symbol: contract.symbol,
  decimals: contract.decimals,
  address: contract.address,
  balance,
})

/** Sends what the plan asks the wallet for, signed with the devnet key (what a wallet does). */
async function sendPlanned(
  from: { privateKey: Hex },
  request: { to: string; value?: bigint; data?: string },
) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(from.privateKey),
    transport: http(network.rpcUrls.default.http[0]),
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: request.to as Address,
    ...(request.value === undefined ? {} : { value: request.value }),
    ...(request.data === undefined ? {} : { data: request.data as Hex }),
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

describe('planEvmSend', () => {
  it('plans ether with its network fee; sent, the receiver gets the amount', async () => {
    const from = account(1)
    const to = account(2).address
    const balance = await ether(from.address)
    const plan = await planEvmSend(
      {
        network,
        from: from.address,
        token: { name: 'Ether', symbol: 'ETH', decimals: 18, balance },
        amount: 10n ** 17n,
        to,
        nativeBalance: balance,
      },
      [],
    )
    expect(plan.fee).toBeGreaterThan(0n)
    expect(plan.request).toEqual({ kind: 'transaction', to, value: 10n ** 17n })
    const before = await ether(to)
    if (plan.request.kind !== 'transaction') throw new Error('expected a transaction')
    await sendPlanned(from, plan.request)
    expect(await ether(to)).toBe(before + 10n ** 17n)
  })

  it('plans an ERC-20 transfer as a call of the token; sent, the tokens move', async () => {
    const from = account(3)
    const to = account(4).address
    const held = await tokenBalance(ptk.address, from.address)
    const plan = await planEvmSend(
      {
        network,
        from: from.address,
        token: tokenOf(ptk, held),
        amount: 5n * 10n ** 18n,
        to,
        nativeBalance: await ether(from.address),
      },
      usdtLike(),
    )
    if (plan.request.kind !== 'transaction') throw new Error('expected a transaction')
    expect(plan.request.to).toBe(ptk.address)
    expect(plan.request.data?.slice(0, 10)).toBe('0xa9059cbb')
    const before = await tokenBalance(ptk.address, to)
    await sendPlanned(from, plan.request)
    expect(await tokenBalance(ptk.address, to)).toBe(before + 5n * 10n ** 18n)
  })

  it("reads the USDT-like token's transfer with Tether's ABI: planned and sent; read as ERC-20's, it would fail", async () => {
    const from = account(5)
    const to = account(6).address
    const held = await tokenBalance(usdt.address, from.address)
    const input = {
      network,
      from: from.address,
      token: tokenOf(usdt, held),
      amount: 7_000_000n,
      to,
      nativeBalance: await ether(from.address),
    }
    await expect(planEvmSend(input, [])).rejects.toMatchObject({ code: 'SEND_WOULD_FAIL' })
    const plan = await planEvmSend(input, usdtLike())
    if (plan.request.kind !== 'transaction') throw new Error('expected a transaction')
    const before = await tokenBalance(usdt.address, to)
    await sendPlanned(from, plan.request)
    expect(await tokenBalance(usdt.address, to)).toBe(before + 7_000_000n)
  })

  it('refuses more than the balance, and a fee the native balance cannot pay, before any wallet is asked', async () => {
    const from = account(7)
    const to = account(8).address
    const held = await tokenBalance(ptk.address, from.address)
    const nativeBalance = await ether(from.address)
    await expect(
      planEvmSend(
        { network, from: from.address, token: tokenOf(ptk, held), amount: held + 1n, to, nativeBalance },
        [],
      ),
    ).rejects.toMatchObject({ code: 'SEND_INSUFFICIENT_BALANCE', shortMessage: 'Insufficient PTK balance' })
    await expect(
      planEvmSend(
        { network, from: from.address, token: tokenOf(ptk, held), amount: 1n, to, nativeBalance: 0n },
        [],
      ),
    ).rejects.toMatchObject({ shortMessage: 'Not enough ETH to pay the network fee' })
    const eth = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: nativeBalance }
    await expect(
      planEvmSend({ network, from: from.address, token: eth, amount: nativeBalance, to, nativeBalance }, []),
    ).rejects.toMatchObject({ code: 'SEND_INSUFFICIENT_FEE' })
  })

  it('refuses a token transfer the contract would revert (the account holds fewer tokens than the list said)', async () => {
    const from = account(8)
    const held = await tokenBalance(ptk.address, from.address)
    await expect(
      planEvmSend(
        {
          network,
          from: from.address,
          token: tokenOf(ptk, held * 2n),
          amount: held + 1n,
          to: account(9).address,
          nativeBalance: await ether(from.address),
        },
        [],
      ),
    ).rejects.toMatchObject({ shortMessage: 'The network would refuse this transfer' })
  })

  it('Max of ether leaves room for the fee, so its plan passes; Max of a token is its whole balance', async () => {
    const from = account(2)
    const balance = await ether(from.address)
    const eth = { name: 'Ether', symbol: 'ETH', decimals: 18, balance }
    const max = await maxSendable(network, eth)
    expect(max).toBeLessThan(balance)
    const plan = await planEvmSend(
      {
        network,
        from: from.address,
        token: eth,
        amount: max,
        to: account(3).address,
        nativeBalance: balance,
      },
      [],
    )
    expect(max + plan.fee).toBeLessThanOrEqual(balance)
    expect(await maxSendable(network, tokenOf(ptk, 42n))).toBe(42n)
  })
})
