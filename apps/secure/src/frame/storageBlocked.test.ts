import { parseAppMessage } from '@portico/embedded/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createShareVault } from '../custody/createShareVault.js'
import { loadShareVault } from '../custody/loadShareVault.js'
import { memoryVaultRecords } from '../custody/memoryVaultRecords.js'
import type { CloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import type { FrameStore } from './FrameStore.js'
import { openFrameStore } from './openFrameStore.js'

const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError')
const blockedStore = openFrameStore(() => {
  throw securityError()
})
const usableStore = (): FrameStore => {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
}

/** A frame over `store` and `vault` whose cloud records what it was asked (nothing may reach it). */
function frame(store: FrameStore, vault = createShareVault(memoryVaultRecords(), store)) {
  const asked: string[] = []
  const auth = new Proxy({} as CloudAuth, {
    get: (_, name) => async () => {
      asked.push(String(name))
      throw new Error(`the cloud was asked for ${String(name)}`)
    },
  })
  const controller = createFrameController({
    auth,
    store,
    vault,
    projectId: 'p',
    chainId: 'eip155:31337',
    parentOrigin: 'http://127.0.0.1:5173',
    socialCallbackUrl: 'http://localhost:4410/social-callback.html',
    approve: async () => false,
    showRecovery: async () => false,
    askRecovery: async () => undefined,
  })
  const send = async (type: string, payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: 'r1',
      ...(payload ? { payload } : {}),
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  return { send, asked }
}

const storageUnavailable = {
  ok: false,
  error: {
    message: 'This browser blocks the storage the wallet needs on this site',
    code: 'storage_unavailable',
  },
}

describe('a frame whose storage the browser blocks', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('refuses every login before it reaches the cloud: no code mailed, no pop-up, no Farcaster channel', async () => {
    const { send, asked } = frame(blockedStore)
    expect(await send('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual(storageUnavailable)
    expect(await send('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).toEqual(storageUnavailable)
    expect(await send('GET_FARCASTER_URI')).toEqual(storageUnavailable)
    expect(asked).toEqual([])
  })

  it('answers the start-up questions with the same error instead of never answering', async () => {
    const { send } = frame(blockedStore)
    expect(await send('IS_CONNECTED')).toEqual(storageUnavailable)
    expect(await send('GET_USER')).toEqual(storageUnavailable)
    expect(await send('SIGN_OUT')).toEqual(storageUnavailable)
  })

  it('refuses a login when only the vault is refused (IndexedDB denied), before any code is mailed', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw securityError()
      },
    })
    const store = usableStore()
    const { send, asked } = frame(store, loadShareVault('portico-secure-vault', store))
    expect(await send('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual(storageUnavailable)
    expect(asked).toEqual([])
  })
})
