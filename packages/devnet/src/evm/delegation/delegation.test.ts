import { DelegationManager, EIP7702StatelessDeleGator } from '@metamask/delegation-abis'
import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../../startDevnet.js'
import { defineDevnetEvmChain } from '../defineDevnetEvmChain.js'
import { devnetEvmAccounts } from '../devnetEvmAccounts.js'
import { devnetDelegationContracts } from './devnetDelegationContracts.js'

let devnet: Devnet<'eip155'>

beforeAll(async () => {
  devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
}, 300_000)
afterAll(() => devnet?.stop())

const { delegationManager, eip7702StatelessDeleGator, enforcers } = devnetDelegationContracts
/** A delegation signed by the account itself (no parent delegation). */
const ROOT_AUTHORITY: Hex = `0x${'f'.repeat(64)}`
/** ERC-7579 execution mode: single call, revert on failure. */
const SINGLE_CALL_MODE: Hex = `0x${'0'.repeat(64)}`
const ONE_HOUR = 3_600n

type Caveat = { enforcer: Address; terms: Hex; args: Hex }
type Delegation = {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: Caveat[]
  salt: bigint
  signature: Hex
}

const delegationComponents = [
  { name: 'delegate', type: 'address' },
  { name: 'delegator', type: 'address' },
  { name: 'authority', type: 'bytes32' },
  {
    name: 'caveats',
    type: 'tuple[]',
    components: [
      { name: 'enforcer', type: 'address' },
      { name: 'terms', type: 'bytes' },
      { name: 'args', type: 'bytes' },
    ],
  },
  { name: 'salt', type: 'uint256' },
  { name: 'signature', type: 'bytes' },
] as const

/** The grant: at most `limit` wei in total, only to `recipient`, until `expiry` (unix seconds). */
const grantCaveats = ({
  limit,
  recipient,
  expiry,
}: {
  limit: bigint
  recipient: Address
  expiry: bigint
}) => [
  {
    enforcer: enforcers.nativeTokenTransferAmount,
    terms: encodeAbiParameters([{ type: 'uint256' }], [limit]),
    args: '0x' as Hex,
  },
  { enforcer: enforcers.allowedTargets, terms: recipient as Hex, args: '0x' as Hex },
  {
    enforcer: enforcers.timestamp,
    terms: encodePacked(['uint128', 'uint128'], [0n, expiry]),
    args: '0x' as Hex,
  },
]

/** The delegator signs the delegation as EIP-712 typed data in the DelegationManager's domain. */
const signDelegation = async (
  delegator: PrivateKeyAccount,
  chainId: number,
  unsigned: Omit<Delegation, 'signature'>,
): Promise<Delegation> => {
  const signature = await delegator.signTypedData({
    domain: { name: 'DelegationManager', version: '1', chainId, verifyingContract: delegationManager },
    types: {
      Delegation: [
        { name: 'delegate', type: 'address' },
        { name: 'delegator', type: 'address' },
        { name: 'authority', type: 'bytes32' },
        { name: 'caveats', type: 'Caveat[]' },
        { name: 'salt', type: 'uint256' },
      ],
      Caveat: [
        { name: 'enforcer', type: 'address' },
        { name: 'terms', type: 'bytes' },
      ],
    },
    primaryType: 'Delegation',
    message: { ...unsigned, caveats: unsigned.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })) },
  })
  return { ...unsigned, signature }
}

const setup = async () => {
  const endpoints = devnet.eip155.chains[0]
  if (!endpoints) throw new Error('no first chain')
  const chain: Chain = defineDevnetEvmChain(endpoints)
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 }) as PublicClient
  const wallet = (account: PrivateKeyAccount) => createWalletClient({ chain, account, transport: http() })
  const funder = wallet(privateKeyToAccount(devnetEvmAccounts[2].privateKey))
  const mined = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const fund = async (to: Address, value: bigint) => mined(await funder.sendTransaction({ to, value }))
  return { chain, client, wallet, fund, mined }
}

const fee = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice

describe('ERC-7710 delegations on the devnet (an ERC-7715 grant, redeemed by a session key)', () => {
  it('a 7702-upgraded EOA grants 0.01 ETH to one recipient for an hour; the session key spends within it, not beyond, not after revocation, not after expiry', async () => {
    const { chain, client, wallet, fund, mined } = await setup()
    const owner = privateKeyToAccount(generatePrivateKey())
    const session = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await fund(owner.address, parseEther('1'))
    await fund(session.address, parseEther('0.1'))
    const ownerWallet = wallet(owner)
    const sessionWallet = wallet(session)

    // The EOA upgrades itself: an EIP-7702 authorization to the EIP7702StatelessDeleGator, in its own transaction.
    const authorization = await ownerWallet.signAuthorization({
      contractAddress: eip7702StatelessDeleGator,
      executor: 'self',
    })
    const upgrade = await mined(
      await ownerWallet.sendTransaction({
        authorizationList: [authorization],
        to: owner.address,
        data: '0x',
      }),
    )
    expect(upgrade.status).toBe('success')
    expect(await client.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', eip7702StatelessDeleGator.toLowerCase() as Hex]),
    )

    const now = (await client.getBlock()).timestamp
    const grant = (salt: bigint) =>
      signDelegation(owner, chain.id, {
        delegate: session.address,
        delegator: owner.address,
        authority: ROOT_AUTHORITY,
        caveats: grantCaveats({ limit: parseEther('0.01'), recipient, expiry: now + ONE_HOUR }),
        salt,
      })
    const delegation = await grant(1n)

    // The session key redeems: one call (recipient, value, no data) executed by the EOA's code.
    const redeem = async (signed: Delegation, value: bigint) =>
      mined(
        await sessionWallet.writeContract({
          address: delegationManager,
          abi: DelegationManager,
          functionName: 'redeemDelegations',
          args: [
            [encodeAbiParameters([{ type: 'tuple[]', components: delegationComponents }], [[signed]])],
            [SINGLE_CALL_MODE],
            [encodePacked(['address', 'uint256', 'bytes'], [recipient, value, '0x'])],
          ],
        }),
      )
    const ownerNonce = await client.getTransactionCount({ address: owner.address })
    expect((await redeem(delegation, parseEther('0.004'))).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.004'))
    expect(await client.getTransactionCount({ address: owner.address })).toBe(ownerNonce)

    // 0.004 + 0.007 would pass the 0.01 limit.
    await expect(redeem(delegation, parseEther('0.007'))).rejects.toThrow(
      /NativeTokenTransferAmountEnforcer:allowance-exceeded/,
    )

    // The EOA revokes the grant (a call to itself); then even 0.001 is refused.
    const revoke = await mined(
      await ownerWallet.sendTransaction({
        to: owner.address,
        data: encodeFunctionData({
          abi: EIP7702StatelessDeleGator,
          functionName: 'disableDelegation',
          args: [delegation],
        }),
      }),
    )
    expect(revoke.status).toBe('success')
    await expect(redeem(delegation, parseEther('0.001'))).rejects.toThrow(/CannotUseADisabledDelegation/)

    // A second grant works until its hour is over, then is refused.
    const second = await grant(2n)
    expect((await redeem(second, parseEther('0.001'))).status).toBe('success')
    await client.request({ method: 'evm_increaseTime' as never, params: [Number(ONE_HOUR) + 1] as never })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    await expect(redeem(second, parseEther('0.001'))).rejects.toThrow(/TimestampEnforcer:expired-delegation/)

    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.005'))
    expect(await client.getBalance({ address: owner.address })).toBe(
      parseEther('1') - parseEther('0.005') - fee(upgrade) - fee(revoke),
    )
  }, 120_000)
})
