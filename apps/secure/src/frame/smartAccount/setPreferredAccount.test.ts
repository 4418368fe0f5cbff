import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FrameContext } from '../FrameContext.js'
import { activeSmartAccount } from './activeSmartAccount.js'
import { initSmartAccount } from './initSmartAccount.js'
import { openPreferredSmartAccount } from './openPreferredSmartAccount.js'
import { readPreferredAccountType } from './preferredAccountType.js'
import { SmartAccountUnavailableError } from './SmartAccountUnavailableError.js'
import { setPreferredAccount } from './setPreferredAccount.js'
import { writeSmartAccountRecord } from './smartAccountRecord.js'

// The one part that reaches the chain and the bundler (covered on the devnet by smartAccountFrame.test.ts): here it
// opens the Safe or fails as the test says; the switch, its storage and the reads after a reload are the real ones.
vi.mock('./initSmartAccount.js', () => ({ initSmartAccount: vi.fn() }))
const opening = vi.mocked(initSmartAccount)

const EOA = '0x00000000000000000000000000000000000000e0'
const SAFE = '0x000000000000000000000000000000000000005A'
const CAIP = 'eip155:31337'

/** The secure site origin's storage, in memory: what survives a reload of the frame. */
function memoryStore() {
  const items = new Map<string, string>()
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  }
}

/** A frame signed in over `store` on a network where the project has smart accounts (a new one is a reload). */
function frame(store: ReturnType<typeof memoryStore>, requestedAccountType: 'eoa' | 'smartAccount' = 'eoa') {
  const key = (name: string) => `portico/test/${name}`
  store.setItem(key('session'), 'token')
  return {
    store,
    key,
    auth: { readShare: async () => ({ addresses: { eip155: EOA } }) },
    state: { chainId: CAIP, requestedAccountType },
    rpcPolicy: {},
    smartAccounts: { [CAIP]: { bundlerUrl: 'http://bundler.invalid' } },
  } as unknown as Pick<FrameContext, 'auth' | 'store' | 'key' | 'state' | 'rpcPolicy' | 'smartAccounts'>
}

/** initSmartAccount as it works: the Safe's address, kept for GET_USER and the requests. */
function opens() {
  opening.mockImplementation(async (context) => {
    writeSmartAccountRecord(context, CAIP, EOA, { address: SAFE, deployed: false })
    return { address: SAFE, isDeployed: false }
  })
}

beforeEach(() => {
  opening.mockReset()
})

describe('the frame’s account-type switch (SET_PREFERRED_ACCOUNT)', () => {
  it('switches to the smart account and back, each choice kept across a reload', async () => {
    const store = memoryStore()
    opens()

    expect(await setPreferredAccount(frame(store), { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: SAFE,
    })
    const reloaded = frame(store)
    expect(readPreferredAccountType(reloaded)).toBe('smartAccount')
    expect(activeSmartAccount(reloaded, CAIP, EOA)?.address).toBe(SAFE)

    expect(await setPreferredAccount(reloaded, { type: 'eoa' })).toEqual({ type: 'eoa', address: EOA })
    // The EOA is kept too: a widget asking for the smart account by default does not undo the visitor's choice.
    const again = frame(store, 'smartAccount')
    expect(readPreferredAccountType(again)).toBe('eoa')
    expect(activeSmartAccount(again, CAIP, EOA)).toBeUndefined()
  })

  it('falls back to the EOA when the smart account cannot be opened, says why, and keeps the EOA after a reload', async () => {
    const store = memoryStore()
    opens()
    await setPreferredAccount(frame(store), { type: 'smartAccount' })
    opening.mockRejectedValue(
      new SmartAccountUnavailableError('The bundler of eip155:31337 did not answer', 'bundler_unavailable'),
    )

    const refused = setPreferredAccount(frame(store), { type: 'smartAccount' })
    await expect(refused).rejects.toBeInstanceOf(SmartAccountUnavailableError)
    await expect(refused).rejects.toMatchObject({
      message: 'The bundler of eip155:31337 did not answer; the wallet uses its EOA',
      reason: 'bundler_unavailable',
    })

    const reloaded = frame(store, 'smartAccount')
    expect(readPreferredAccountType(reloaded)).toBe('eoa')
    expect(activeSmartAccount(reloaded, CAIP, EOA)).toBeUndefined()
  })

  it('changes nothing on a failure that is not the smart account’s (the visitor signed out meanwhile)', async () => {
    const store = memoryStore()
    opens()
    await setPreferredAccount(frame(store), { type: 'smartAccount' })
    opening.mockRejectedValue(new Error('Not connected'))

    await expect(setPreferredAccount(frame(store), { type: 'smartAccount' })).rejects.toThrow('Not connected')
    expect(readPreferredAccountType(frame(store))).toBe('smartAccount')
  })

  it('a login asking for the smart account that cannot be opened goes on as the EOA, kept for the next loads', async () => {
    const store = memoryStore()
    opening.mockRejectedValue(
      new SmartAccountUnavailableError('No EntryPoint on eip155:31337', 'contracts_missing'),
    )

    await expect(openPreferredSmartAccount(frame(store, 'smartAccount'), EOA)).resolves.toBeUndefined()
    expect(opening).toHaveBeenCalledTimes(1)
    expect(readPreferredAccountType(frame(store, 'smartAccount'))).toBe('eoa')
  })
})
