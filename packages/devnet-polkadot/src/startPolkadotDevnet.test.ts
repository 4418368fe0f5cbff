import { ApiPromise, type SubmittableResult, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_POLKADOT_ACCOUNT_BALANCE } from './devnetPolkadotAccounts.js'
import { type RunningPolkadotDevnet, startPolkadotDevnet } from './startPolkadotDevnet.js'

let devnet: RunningPolkadotDevnet
let api: ApiPromise
const keyring = new Keyring({ type: 'sr25519', ss58Format: 2 })

beforeAll(async () => {
  devnet = await startPolkadotDevnet({ ports: 'ephemeral' })
  api = await ApiPromise.create({ provider: new WsProvider(devnet.info.wsUrl), noInitWarn: true })
})
afterAll(async () => {
  await api?.disconnect()
  await devnet?.stop()
})

const free = async (address: string) =>
  (
    (await api.query.system.account(address)) as unknown as { data: { free: { toBigInt(): bigint } } }
  ).data.free.toBigInt()

/** Signs and sends, resolving once the extrinsic is in a block (chopsticks builds one per transaction and may report it finalized at once). */
function sendInBlock(send: (callback: (result: SubmittableResult) => void) => Promise<() => void>) {
  return new Promise<SubmittableResult>((resolve, reject) => {
    send((result) => {
      if (result.status.isInBlock || result.status.isFinalized) resolve(result)
    }).catch(reject)
  })
}

describe('Polkadot devnet (chopsticks, Asset Hub) with @polkadot/api', () => {
  it('serves the Asset Hub runtime with the dev accounts funded', async () => {
    expect((await api.rpc.system.chain()).toString()).toBe(devnet.info.chainName)
    expect(api.registry.chainSS58).toBe(2)
    for (const account of devnet.info.accounts)
      expect(await free(account.address)).toBe(DEVNET_POLKADOT_ACCOUNT_BALANCE)
  })

  it('includes a signed transfer in a block and moves the balance', async () => {
    const alice = keyring.addFromUri('//Alice')
    const charlie = devnet.info.accounts.find((account) => account.name === 'Charlie')?.address ?? ''
    const before = await free(charlie)
    const amount = 12_345_000_000_000n
    const result = await sendInBlock((callback) =>
      api.tx.balances.transferKeepAlive(charlie, amount).signAndSend(alice, callback),
    )
    expect(result.dispatchError).toBeUndefined()
    expect(await free(charlie)).toBe(before + amount)
  })

  it('fails a transfer larger than the balance with the runtime error', async () => {
    const bob = keyring.addFromUri('//Bob')
    const result = await sendInBlock((callback) =>
      api.tx.balances
        .transferKeepAlive(devnet.info.accounts[3]?.address ?? '', DEVNET_POLKADOT_ACCOUNT_BALANCE * 2n)
        .signAndSend(bob, callback),
    )
    expect(result.dispatchError?.isModule).toBe(true)
    const { section } = api.registry.findMetaError(result.dispatchError?.asModule as never)
    expect(section).toBe('balances')
  })

  it('rejects a transaction from an account that cannot pay the fee', async () => {
    const stranger = keyring.addFromUri('//Stranger')
    const error = await api.tx.balances
      .transferKeepAlive(devnet.info.accounts[0]?.address ?? '', 1n)
      .signAndSend(stranger)
      .catch((caught: Error) => caught)
    expect(String(error)).toContain('1010')
  })
})
