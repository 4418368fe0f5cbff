import { type Devnet, devnetEvmAccounts, devnetEvmContracts, startDevnet } from '@portico/devnet'
import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DelegationNetworks } from '../../rpc/grants/DelegationContracts.js'
import { loggedInFrame } from '../../testing/loggedInFrame.js'
import { grantRecords } from './grantRecords.js'

const redeemAbi = parseAbi([
  'function redeemDelegations(bytes[] permissionContexts, bytes32[] modes, bytes[] executionCallDatas)',
  'error CannotUseADisabledDelegation()',
])
const SINGLE_CALL_MODE: Hex = `0x${'0'.repeat(64)}`
const DAY = 86_400
let devnet: Devnet<'eip155'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
}, 300_000)
afterAll(() => devnet?.stop())

const node = () => devnet.eip155.chains[0] ?? { chainId: 0, rpcUrl: '' }
const caip = () => `eip155:${node().chainId}` as const
const chain = (): Chain => ({
  id: node().chainId,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [node().rpcUrl] } },
})
const anvil = () => createPublicClient({ chain: chain(), transport: http(), pollingInterval: 50 })
const delegations = (): DelegationNetworks => ({
  [caip()]: devnet.eip155.smartAccounts.delegation as DelegationNetworks[`eip155:${number}`],
})
let seedByte = 90

/** A logged-in frame of an app with smart sessions on (unless said otherwise), a new wallet holding 1 ETH. */
const frame = async (options: { smartSessions?: boolean; delegations?: DelegationNetworks } = {}) => {
  const opened = await loggedInFrame({
    chainId: caip(),
    approves: true,
    seedByte: ++seedByte,
    rpcUrl: node().rpcUrl,
    smartSessions: options.smartSessions ?? true,
    delegations: options.delegations ?? delegations(),
  })
  await fund(opened.keys.evmAddress as Address, '1')
  return opened
}

const fund = (address: Address, ether: string) =>
  anvil().request({
    method: 'anvil_setBalance' as never,
    params: [address, numberToHex(parseEther(ether))] as never,
  })

const payload = <Payload>(answer: { ok: boolean; payload?: unknown; error?: { message: string } }) => {
  if (!answer.ok) throw new Error(answer.error?.message)
  return answer.payload as Payload
}

/** A session key of the app, holding gas money. */
const sessionKey = async () => {
  const account = privateKeyToAccount(generatePrivateKey())
  await fund(account.address, '1')
  const wallet = createWalletClient({ chain: chain(), account, transport: http() })
  /** Redeems the grant `context` for one call (target, value, data), run by the granting EOA's code. */
  const redeem = async (context: Hex, call: { to: Address; value?: bigint; data?: Hex }) => {
    const hash = await wallet.writeContract({
      address: devnet.eip155.smartAccounts.delegation.delegationManager as Address,
      abi: redeemAbi,
      functionName: 'redeemDelegations',
      args: [
        [context],
        [SINGLE_CALL_MODE],
        [encodePacked(['address', 'uint256', 'bytes'], [call.to, call.value ?? 0n, call.data ?? '0x'])],
      ],
    })
    return anvil().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  return { account, redeem }
}

const now = async () => Number((await anvil().getBlock()).timestamp)
const rowsOf = (asked: { review?: { sections: { rows: { key?: string; value: string }[] }[] } }) =>
  Object.fromEntries((asked.review?.sections[0]?.rows ?? []).map((row) => [row.key, row.value]))

describe('ERC-7715 grants of the embedded wallet, signed in the frame (smart sessions)', () => {
  it('grants 0.01 ETH a day to a session key, which spends 0.004 with no prompt, not 0.007 more, and nothing after revocation', async () => {
    const { keys, asked, request, store } = await frame()
    const session = await sessionKey()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const expiry = (await now()) + 3_600

    const granted = payload<{ context: Hex; signerMeta: { delegationManager: string }; address: string }>(
      await request('wallet_grantPermissions', [
        {
          chainId: numberToHex(node().chainId),
          expiry,
          signer: { type: 'account', data: { address: session.account.address } },
          permissions: [
            {
              type: 'native-token-periodic',
              data: { periodAmount: numberToHex(parseEther('0.01')), periodDuration: DAY },
            },
          ],
        },
      ]),
    )

    expect(asked).toHaveLength(1)
    expect(asked[0]?.review?.title).toBe('Grant this permission?')
    expect(rowsOf(asked[0] ?? {})).toMatchObject({
      app: 'http://127.0.0.1:5173',
      grantee: session.account.address,
      allowance: '0.01 ETH, every day',
      network: caip(),
      upgrade: expect.stringMatching(
        /^First this account points its code at the delegation contract 0x.* up to .* ETH$/,
      ),
    })
    expect(granted.signerMeta.delegationManager).toBe(
      devnet.eip155.smartAccounts.delegation.delegationManager,
    )
    expect(granted.address).toBe(keys.evmAddress)
    // The upgrade landed: the EOA's code is the EIP7702StatelessDeleGator.
    expect(await anvil().getCode({ address: keys.evmAddress as Address })).toBe(
      concat([
        '0xef0100',
        devnet.eip155.smartAccounts.delegation.eip7702StatelessDeleGator.toLowerCase() as Hex,
      ]),
    )
    const kept = grantRecords({ store, key: (name) => `@portico-secure/p/${name}` }, keys.evmAddress)
    expect(kept.list()).toMatchObject([
      {
        context: granted.context,
        delegate: session.account.address,
        expiry,
        origin: 'http://127.0.0.1:5173',
      },
    ])
    expect(kept.list()[0]?.revokedAt).toBeUndefined()

    expect(
      (await session.redeem(granted.context, { to: recipient, value: parseEther('0.004') })).status,
    ).toBe('success')
    expect(await anvil().getBalance({ address: recipient })).toBe(parseEther('0.004'))
    expect(asked).toHaveLength(1)
    await expect(
      session.redeem(granted.context, { to: recipient, value: parseEther('0.007') }),
    ).rejects.toThrow(/NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded/)
    // Only plain transfers: the grant cannot call a contract, even with no value.
    await expect(
      session.redeem(granted.context, {
        to: devnetEvmContracts.usdc.address as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }),
      }),
    ).rejects.toThrow(/ExactCalldataEnforcer/)

    expect(
      payload(await request('wallet_revokePermissions', [{ permissionsContext: granted.context }])),
    ).toBeNull()
    expect(asked[1]?.review?.title).toBe('Revoke this permission?')
    expect(rowsOf(asked[1] ?? {})).toMatchObject({ grantee: session.account.address })
    await expect(
      session.redeem(granted.context, { to: recipient, value: parseEther('0.001') }),
    ).rejects.toThrow(/CannotUseADisabledDelegation/)
    expect(kept.list()[0]?.revokedAt).toEqual(expect.any(Number))
    expect(await anvil().getBalance({ address: recipient })).toBe(parseEther('0.004'))
  }, 180_000)

  it('grants 10 USDC a day (its symbol and decimals in the review): 6 pass, 5 more are refused', async () => {
    const { keys, asked, request } = await frame()
    const session = await sessionKey()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const usdc = devnetEvmContracts.usdc.address as Address
    const holder = createWalletClient({
      chain: chain(),
      account: privateKeyToAccount(devnetEvmAccounts[3].privateKey),
      transport: http(),
    })
    await anvil().waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [keys.evmAddress as Address, parseUnits('100', 6)],
      }),
      pollingInterval: 50,
    })

    const granted = payload<{ context: Hex }>(
      await request('wallet_grantPermissions', [
        {
          chainId: numberToHex(node().chainId),
          expiry: (await now()) + 3_600,
          signer: { type: 'account', data: { address: session.account.address } },
          permissions: [
            {
              type: 'erc20-token-periodic',
              data: {
                tokenAddress: usdc,
                periodAmount: numberToHex(parseUnits('10', 6)),
                periodDuration: DAY,
              },
            },
          ],
        },
      ]),
    )
    expect(rowsOf(asked[0] ?? {})).toMatchObject({
      token: `USDC (${usdc})`,
      allowance: '10 USDC, every day',
    })
    const transfer = (amount: string) =>
      session.redeem(granted.context, {
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, parseUnits(amount, 6)],
        }),
      })
    expect((await transfer('6')).status).toBe('success')
    await expect(transfer('5')).rejects.toThrow(/ERC20PeriodTransferEnforcer:transfer-amount-exceeded/)
    // No ether through a token grant.
    await expect(session.redeem(granted.context, { to: recipient, value: 1n })).rejects.toThrow(
      /ERC20PeriodTransferEnforcer|ValueLteEnforcer/,
    )
    expect(
      await anvil().readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('6', 6))
    expect(asked).toHaveLength(1)
  }, 180_000)

  it('lists the grants for the Permissions view (GET_GRANTS) and revokes one by its id (REVOKE_GRANT) with the same review and transaction', async () => {
    const { asked, request, send } = await frame()
    const session = await sessionKey()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const expiry = (await now()) + 3_600
    const grant = async (periodAmount: string) =>
      payload<{ context: Hex }>(
        await request('wallet_grantPermissions', [
          {
            chainId: numberToHex(node().chainId),
            expiry,
            signer: { type: 'account', data: { address: session.account.address } },
            permissions: [
              {
                type: 'native-token-periodic',
                data: { periodAmount: numberToHex(parseEther(periodAmount)), periodDuration: DAY },
              },
            ],
          },
        ]),
      )
    const first = await grant('0.01')
    const second = await grant('0.02')
    type Listed = { grants: { id: string; amount: string; state: string }[] }
    const listed = payload<Listed>(await send('GET_GRANTS'))
    // Newest first; no context leaves the frame, only its hash.
    expect(listed.grants).toEqual([
      expect.objectContaining({ id: keccak256(second.context), amount: '0.02', state: 'active' }),
      {
        id: keccak256(first.context),
        chainId: caip(),
        origin: 'http://127.0.0.1:5173',
        delegate: session.account.address,
        amount: '0.01',
        symbol: 'ETH',
        period: DAY,
        expiry,
        state: 'active',
      },
    ])

    expect(payload(await send('REVOKE_GRANT', { id: keccak256(first.context) }))).toEqual({ revoked: true })
    expect(asked.map((each) => each.review?.title)).toEqual([
      'Grant this permission?',
      'Grant this permission?',
      'Revoke this permission?',
    ])
    expect(rowsOf(asked[2] ?? {})).toMatchObject({ grantee: session.account.address, network: caip() })
    await expect(
      session.redeem(first.context, { to: recipient, value: parseEther('0.001') }),
    ).rejects.toThrow(/CannotUseADisabledDelegation/)
    // The other grant still works.
    expect((await session.redeem(second.context, { to: recipient, value: parseEther('0.001') })).status).toBe(
      'success',
    )
    expect(payload<Listed>(await send('GET_GRANTS')).grants.map((each) => each.state)).toEqual([
      'active',
      'revoked',
    ])
    expect(await send('REVOKE_GRANT', { id: `0x${'0'.repeat(64)}` })).toMatchObject({
      ok: false,
      error: { code: 'invalid_params', message: 'REVOKE_GRANT: id: no such grant of this wallet' },
    })
    const off = await frame({ smartSessions: false })
    expect(await off.send('GET_GRANTS')).toMatchObject({ ok: false, error: { code: 'not_supported' } })
    expect(asked).toHaveLength(3)
  }, 180_000)

  it('refuses a bad request, a network without the delegation contracts and an app without smart sessions, signing nothing', async () => {
    const good = async () => ({
      chainId: numberToHex(node().chainId),
      expiry: (await now()) + 3_600,
      signer: { type: 'account', data: { address: privateKeyToAccount(generatePrivateKey()).address } },
      permissions: [{ type: 'native-token-periodic', data: { periodAmount: '0x1', periodDuration: DAY } }],
    })
    const { keys, asked, request } = await frame()
    const bad = await request('wallet_grantPermissions', [
      { ...(await good()), permissions: [{ type: 'native-token-periodic', data: { periodAmount: 'lots' } }] },
    ])
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_params' } })
    expect((bad as { error: { message: string } }).error.message).toMatch(
      /^wallet_grantPermissions: permissions\.0\.data\.periodAmount: /,
    )
    const past = await request('wallet_grantPermissions', [{ ...(await good()), expiry: 1 }])
    expect(past).toMatchObject({
      ok: false,
      error: { code: 'invalid_params', message: 'wallet_grantPermissions: expiry: already past' },
    })

    const none = await frame({ delegations: {} })
    expect(await none.request('wallet_grantPermissions', [await good()])).toMatchObject({
      ok: false,
      error: {
        code: 'unsupported_chain_id',
        message: `${caip()} has no delegation contracts: permissions cannot be granted or revoked there`,
      },
    })
    // Addresses the frame was told, but no code there.
    const empty = await frame({
      delegations: {
        [caip()]: {
          ...delegations()[caip()],
          delegationManager: privateKeyToAccount(generatePrivateKey()).address,
        } as DelegationNetworks[`eip155:${number}`],
      },
    })
    expect(await empty.request('wallet_grantPermissions', [await good()])).toMatchObject({
      ok: false,
      error: { code: 'unsupported_chain_id' },
    })

    const off = await frame({ smartSessions: false })
    expect(await off.request('wallet_grantPermissions', [await good()])).toMatchObject({
      ok: false,
      error: {
        code: 'not_supported',
        message:
          'wallet_grantPermissions needs smart sessions, which this app has not turned on (features.smartSessions)',
      },
    })

    for (const each of [asked, none.asked, empty.asked, off.asked]) expect(each).toEqual([])
    for (const each of [keys, none.keys, empty.keys, off.keys])
      expect(await anvil().getCode({ address: each.evmAddress as Address })).toBeUndefined()
  }, 180_000)
})
