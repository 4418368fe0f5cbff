import { parseAppMessage } from '@portico/embedded/protocol'
import { createShareVault } from '../custody/createShareVault.js'
import { deriveWalletKeys } from '../custody/deriveWalletKeys.js'
import { memoryVaultRecords } from '../custody/memoryVaultRecords.js'
import { splitSeed } from '../custody/splitSeed.js'
import type { ApprovalReview } from '../frame/ApprovalReview.js'
import type { CloudAuth } from '../frame/createCloudAuth.js'
import { createFrameController, type FrameControllerParameters } from '../frame/createFrameController.js'
import type { FrameStore } from '../frame/FrameStore.js'

export type LoggedInFrameOptions = {
  /** The network the frame was loaded with, and the requests' network. */
  chainId: string
  /** The visitor's answer to every approval screen. */
  approves: boolean
  /** The wallet's seed (one byte repeated); default 3. */
  seedByte?: number
  projectId?: string
  /** Runs while the approval screen shows a request, before the visitor's answer (the world may change meanwhile). */
  whileShown?: (request: { method: string; review?: ApprovalReview }) => Promise<void>
} & Pick<
  FrameControllerParameters,
  'rpcUrl' | 'rpcPolicy' | 'smartAccounts' | 'smartSessions' | 'delegations'
>

/**
 * For tests of the frame's requests: a frame logged in to a wallet of a known seed. The cloud's auth share comes
 * from a stand-in (the cloud's own tests cover the share's release); the device share is planted in plain storage
 * and moves into the vault on first read, as after an upgrade. `request` sends an RPC_REQUEST through the
 * protocol's parser; `asked` is what the approval screen showed; `store` the frame's storage.
 */
export async function loggedInFrame({
  chainId,
  approves,
  seedByte = 3,
  projectId = 'p',
  whileShown,
  ...rest
}: LoggedInFrameOptions) {
  const seed = new Uint8Array(32).fill(seedByte)
  const keys = deriveWalletKeys(seed)
  const shares = await splitSeed(seed)
  const addresses = { eip155: keys.evmAddress, solana: keys.solanaAddress }
  const items = new Map<string, string>([
    [`@portico-secure/${projectId}/session`, 'token'],
    [`@portico-secure/${projectId}/device/${addresses.eip155}`, shares.device],
  ])
  const auth = { readShare: async () => ({ share: shares.auth, addresses }) } as unknown as CloudAuth
  const asked: { method: string; review?: ApprovalReview }[] = []
  const store: FrameStore = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  }
  const open = (overrides: Partial<FrameControllerParameters> = {}) =>
    createFrameController({
      auth,
      store,
      vault: createShareVault(memoryVaultRecords(), store),
      showRecovery: async () => false,
      askRecovery: async () => undefined,
      projectId,
      chainId,
      parentOrigin: 'http://127.0.0.1:5173',
      socialCallbackUrl: 'http://127.0.0.1:4410/social-callback.html',
      approve: async ({ method, review }) => {
        asked.push({ method, ...(review ? { review } : {}) })
        await whileShown?.({ method, ...(review ? { review } : {}) })
        return approves
      },
      ...rest,
      ...overrides,
    })
  let controller = open()
  let id = 0
  const request = async (method: string, params?: unknown, extra: { rpcUrl?: string } = {}) => {
    const parsed = parseAppMessage({
      type: '@portico-app/RPC_REQUEST',
      id: `r${++id}`,
      payload: {
        method,
        ...(params === undefined ? {} : { params }),
        chainId,
        chainNamespace: chainId.split(':')[0],
        ...extra,
      },
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  /** Sends any other message of the widget through the protocol's parser. */
  const send = async (type: string, payload?: unknown) => {
    const parsed = parseAppMessage({
      type: `@portico-app/${type}`,
      id: `m${++id}`,
      ...(payload === undefined ? {} : { payload }),
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    return controller.handle(parsed.message)
  }
  /** The frame loaded again over the same storage (a reload), with `overrides` of its parameters. */
  const reload = (overrides: Partial<FrameControllerParameters> = {}) => {
    controller = open(overrides)
  }
  return { keys, asked, request, send, reload, store }
}
