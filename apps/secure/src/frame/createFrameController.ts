import type { AppMessage, AppMessagePayload } from '@portico/embedded/protocol'
import { base64urlnopad } from '@scure/base'
import type { ShareVault } from '../custody/createShareVault.js'
import { deriveWalletKeys } from '../custody/deriveWalletKeys.js'
import { splitSeed } from '../custody/splitSeed.js'
import { withWalletKeys } from '../custody/withWalletKeys.js'
import { createFarcasterLogin } from '../farcaster/createFarcasterLogin.js'
import { createFrameLocale, type FrameLocaleState } from '../i18n/createFrameLocale.js'
import { ETHER_UNIT, type NativeCurrencyUnit } from '../rpc/evm/NativeCurrencyUnit.js'
import { FrameRpcError } from '../rpc/FrameRpcError.js'
import { reviewRpcRequest } from '../rpc/reviewRpcRequest.js'
import { signRpcRequest } from '../rpc/signRpcRequest.js'
import { AbortedError } from './AbortedError.js'
import type { ApprovalReview } from './ApprovalReview.js'
import { type CloudAuth, CloudAuthError, type SocialProvider } from './createCloudAuth.js'
import { createEmailLoginHandlers } from './createEmailLoginHandlers.js'
import { createEmailUpdateHandlers } from './createEmailUpdateHandlers.js'
import type { FrameRpcUrls } from './createFrameRpcUrls.js'
import { createRecoveryHandlers, type PendingRestore } from './createRecoveryHandlers.js'
import { createSocialLoginHandlers } from './createSocialLoginHandlers.js'
import type { FrameAnswer } from './FrameAnswer.js'
import type { FrameStore } from './FrameStore.js'
import { frameErrorAnswer } from './frameErrorAnswer.js'
import { RecoveryRequiredError } from './RecoveryRequiredError.js'
import { RejectedByUserError } from './RejectedByUserError.js'

/** Read-only methods answered without approval (spec §6). */
const SAFE_METHODS = new Set(['eth_accounts', 'eth_chainId', 'eth_requestAccounts', 'solana_requestAccounts'])

export type FrameControllerParameters = {
  auth: CloudAuth
  store: FrameStore
  /** Where the device share is kept, encrypted at rest (createShareVault). */
  vault: ShareVault
  projectId: string
  /** The CAIP-2 network the frame was loaded with (query `chainId`). */
  chainId: string
  /** The RPC URL of `chainId` the frame was loaded with (query `rpcUrl`), for requests that send. */
  rpcUrl?: string | undefined
  /** The exact origin of the page that embeds the frame, already checked: a social login's result returns there. */
  parentOrigin: string
  /** The secure site's social-login callback page; CONNECT_SOCIAL takes only URLs of this page. */
  socialCallbackUrl: string
  /**
   * Asks the visitor, in the frame's own screen, whether to sign `params` with `method` for `address`; false
   * refuses. Every signing request passes here: the page never decides for the visitor.
   */
  approve(
    request: { method: string; params: unknown; address: string; review?: ApprovalReview },
    signal: AbortSignal,
  ): Promise<boolean>
  /**
   * The frame's language, which SYNC_DAPP_DATA's `locale` switches; the reviews of the approval screen are written
   * in it (English only when not given).
   */
  locale?: FrameLocaleState
  /**
   * Where the frame may send JSON-RPC (a URL the page named), and the cloud's RPC proxy it reads through when the
   * widget named none for a network (createFrameRpcUrls). Without it: any URL, and no proxy.
   */
  rpcPolicy?: FrameRpcUrls
  /**
   * Shows the recovery share in the frame's own screen; true once the visitor confirmed saving it (the frame then
   * deletes its copy), false for not now.
   */
  showRecovery(request: { share: string; address: string }, signal: AbortSignal): Promise<boolean>
  /**
   * Asks, in the frame's own screen, for the recovery share of the wallet at `address`; `check` says why a share
   * does not restore it. Resolves the checked share, or undefined when the visitor cancels.
   */
  askRecovery(
    request: { address: string; check(share: string): Promise<string | undefined> },
    signal: AbortSignal,
  ): Promise<string | undefined>
}

/**
 * The frame's side of spec §7: one answer per checked message. E-mail login (code, then OTP), the wallet created
 * at the first login (seed split into device, auth and recovery shares; device share sealed in this origin's vault,
 * auth share to the cloud), the user, sign out, network, and signing with the key rebuilt from the device and
 * auth shares only for the time of one signature.
 */
export function createFrameController({
  auth,
  store,
  vault,
  projectId,
  chainId: initialChainId,
  rpcUrl: initialRpcUrl,
  parentOrigin,
  socialCallbackUrl,
  approve,
  rpcPolicy = { isAllowed: () => true, proxyFor: () => undefined },
  showRecovery,
  locale = createFrameLocale(),
  askRecovery,
}: FrameControllerParameters) {
  const key = (name: string) => `@portico-secure/${projectId}/${name}`
  let chainId = initialChainId
  /** The RPC URL of each network the widget named one for (query, SWITCH_NETWORK, RPC_REQUEST): where sends go. */
  const rpcUrls = new Map<string, string>(initialRpcUrl ? [[initialChainId, initialRpcUrl]] : [])
  /** The last locale switch: a screen waits for its catalogue, so it shows in the locale the widget just named. */
  let localeLoaded = Promise.resolve()
  /** Each network's native currency as the widget named it (SYNC_DAPP_DATA): the unit amounts are shown in. */
  const nativeCurrencies = new Map<string, NativeCurrencyUnit>()
  /** The approvals the visitor has not answered yet; RPC_ABORT (the widget's modal closed) ends them. */
  const approvals = new Set<AbortController>()
  /** Counts RPC_ABORTs: a request still being prepared when one came is aborted before it asks the visitor. */
  let abortCount = 0
  /** Where a request for `caip` reads and sends: the URL the widget named, else the cloud's proxy; refused if not allowed. */
  const rpcUrlOf = (caip: string, named?: string) => {
    const url = named ?? rpcUrls.get(caip) ?? rpcPolicy.proxyFor(caip)
    if (url && !rpcPolicy.isAllowed(url))
      throw new FrameRpcError('This RPC URL is not allowed', 'rpc_url_not_allowed')
    return url
  }

  const session = () => store.getItem(key('session')) ?? undefined
  const email = () => store.getItem(key('email')) ?? undefined
  const social = () => {
    const provider = store.getItem(key('socialProvider')) as SocialProvider | null
    const userName = store.getItem(key('socialUsername'))
    return provider && userName ? { socialProvider: provider, userName } : {}
  }
  const forgetLogin = () => {
    for (const name of ['session', 'email', 'socialProvider', 'socialUsername']) store.removeItem(key(name))
  }
  /** A login waiting for its wallet to be restored on this device. */
  let pendingRestore: PendingRestore | undefined
  const deviceShare = (address: string) => vault.read(key(`device/${address}`))
  /**
   * This browser profile's random id for the cloud's device verification: made once, kept in this origin's storage
   * (sign-out keeps it), so a new profile is a new device that the e-mail must approve from a mailed link.
   */
  const deviceId = () => {
    const kept = store.getItem(key('deviceId'))
    if (kept) return kept
    const made = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    store.setItem(key('deviceId'), made)
    return made
  }

  const user = async () => {
    const token = session()
    if (!token) throw new Error('Not connected')
    const { addresses } = await auth.readShare(token)
    return {
      email: email(),
      ...social(),
      address: chainId.startsWith('solana:') ? addresses.solana : addresses.eip155,
      chainId,
      solanaAddress: addresses.solana,
      // Whether this device still holds the recovery share to export (the Account view offers it only then).
      recoveryShareHeld: (await vault.read(key(`recovery/${addresses.eip155}`))) !== undefined,
      accounts: [{ address: addresses.eip155, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
    }
  }

  /**
   * A verified login: opens its wallet on this device (made at the first login) and keeps its session with
   * `items` (email, or social provider and username). When the wallet exists but this device holds no share of
   * it, nothing is kept: the session waits in memory for RESTORE_WALLET (RecoveryRequiredError).
   */
  const signIn = async (token: string, items: Record<string, string>) => {
    pendingRestore = undefined
    forgetLogin()
    if (!(await openWallet(token))) {
      pendingRestore = { token, items }
      throw new RecoveryRequiredError()
    }
    keepSession(token, items)
  }
  const keepSession = (token: string, items: Record<string, string>) => {
    forgetLogin()
    store.setItem(key('session'), token)
    for (const [name, value] of Object.entries(items)) store.setItem(key(name), value)
  }

  /** Makes the wallet at the first login; false when it exists and this device holds no share of it. */
  const openWallet = async (token: string): Promise<boolean> => {
    const existing = await auth.readShare(token).catch((error: unknown) => {
      if (error instanceof CloudAuthError && error.status === 404) return undefined
      throw error
    })
    if (existing) return (await deviceShare(existing.addresses.eip155)) !== undefined
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const keys = deriveWalletKeys(seed)
    const shares = await splitSeed(seed)
    seed.fill(0)
    keys.solanaSecret.fill(0)
    const addresses = { eip155: keys.evmAddress, solana: keys.solanaAddress }
    await vault.write(key(`device/${addresses.eip155}`), shares.device)
    await auth.saveShare(token, shares.auth, addresses)
    // Kept sealed on this device only until the visitor exports it (EXPORT_RECOVERY_SHARE).
    await vault.write(key(`recovery/${addresses.eip155}`), shares.recovery)
    return true
  }

  /**
   * An eip155 request, served by the lazily loaded EVM code (rpc/evm): reads go to the chain's node, signing waits
   * on the visitor's approval and then uses the key rebuilt from the device and auth shares for that one request.
   */
  const serveEvm = async (
    token: string,
    {
      method,
      params,
      chainId: caip,
      rpcUrl,
    }: { method: string; params?: unknown; chainId: string; rpcUrl?: string },
  ) => {
    const [{ serveEvmRequest }, { createEvmRpc }] = await Promise.all([
      import('../rpc/evm/serveEvmRequest.js'),
      import('../rpc/evm/createEvmRpc.js'),
    ])
    const abortsBefore = abortCount
    await localeLoaded
    const url = rpcUrlOf(caip, rpcUrl)
    let wallet: ReturnType<typeof auth.readShare> | undefined
    const readWallet = () => {
      wallet ??= auth.readShare(token)
      return wallet
    }
    return serveEvmRequest({
      method,
      params,
      chainId: Number(caip.split(':')[1]),
      nativeCurrency: nativeCurrencies.get(caip) ?? ETHER_UNIT,
      t: locale.t,
      rpc: url ? createEvmRpc(url) : undefined,
      address: async () => (await readWallet()).addresses.eip155 as `0x${string}`,
      switchChain: (next) => {
        chainId = next
      },
      approve: async (review, sign) => {
        if (abortCount !== abortsBefore) throw new AbortedError()
        const { share, addresses } = await readWallet()
        const device = await deviceShare(addresses.eip155)
        if (!device) throw new Error('This device holds no share of the wallet')
        const approval = new AbortController()
        approvals.add(approval)
        const approved = await approve(
          { method, params, address: addresses.eip155, ...(review ? { review } : {}) },
          approval.signal,
        ).finally(() => approvals.delete(approval))
        if (approval.signal.aborted) throw new AbortedError()
        if (!approved) throw new RejectedByUserError()
        return withWalletKeys([device, share], sign)
      },
    })
  }
  /** A social or Farcaster login's session: kept with its provider and username, and the wallet opened. */
  const keepSocialSession = (opened: { token: string; socialProvider: string; username: string }) =>
    signIn(opened.token, { socialProvider: opened.socialProvider, socialUsername: opened.username })
  const farcaster = createFarcasterLogin({
    auth,
    parentOrigin,
    signIn: (opened) => keepSocialSession({ ...opened, socialProvider: 'farcaster' }),
  })

  /**
   * A login starts only where it can end: with the session's storage and the vault both usable (either throws
   * StorageBlockedError when the browser blocks this cross-site frame's storage), before a code is mailed or a
   * pop-up opens.
   */
  const whenStorageUsable =
    <Payload, Result>(handler: (payload: Payload) => Promise<Result>) =>
    async (payload: Payload) => {
      store.getItem(key('deviceId'))
      await vault.read(key('storage-check'))
      return handler(payload)
    }
  const emailLogin = createEmailLoginHandlers({ auth, deviceId, signIn, waits: approvals })
  const socialLogin = createSocialLoginHandlers({
    auth,
    parentOrigin,
    socialCallbackUrl,
    signIn: keepSocialSession,
    connected: async (next) => {
      if (next) chainId = next
      return user()
    },
  })

  const handlers: { [Type in AppMessage['type']]?: (payload: never) => Promise<unknown> } = {
    ...createEmailUpdateHandlers({ auth, session, setEmail: (value) => store.setItem(key('email'), value) }),
    ...emailLogin,
    CONNECT_EMAIL: whenStorageUsable(emailLogin.CONNECT_EMAIL),
    ...socialLogin,
    GET_SOCIAL_REDIRECT_URI: whenStorageUsable(socialLogin.GET_SOCIAL_REDIRECT_URI),
    ...farcaster.handlers,
    GET_FARCASTER_URI: whenStorageUsable(farcaster.handlers.GET_FARCASTER_URI),
    GET_USER: async () => user(),
    IS_CONNECTED: async () => {
      const token = session()
      if (!token) return { isConnected: false }
      const connected = await auth.session(token).then(
        () => true,
        () => false,
      )
      if (!connected) forgetLogin()
      return { isConnected: connected }
    },
    SIGN_OUT: async () => {
      farcaster.cancel()
      const token = session()
      forgetLogin()
      if (token) await auth.endSession(token).catch(() => undefined)
      return undefined
    },
    GET_CHAIN_ID: async () => ({ chainId }),
    SWITCH_NETWORK: async ({ chainId: next, rpcUrl }: { chainId: string; rpcUrl?: string }) => {
      chainId = next
      if (rpcUrl) rpcUrls.set(next, rpcUrl)
      return { chainId }
    },
    SET_PREFERRED_ACCOUNT: async () => {
      throw new Error('Smart accounts are not supported yet')
    },
    INIT_SMART_ACCOUNT: async () => {
      throw new Error('Smart accounts are not supported yet')
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: [] }),
    SYNC_THEME: async () => undefined,
    SYNC_DAPP_DATA: async ({ networks = [], locale: next }: AppMessagePayload<'SYNC_DAPP_DATA'>) => {
      for (const { chainId: network, nativeCurrency } of networks)
        nativeCurrencies.set(network, { symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals })
      if (next) {
        localeLoaded = locale.set(next)
        await localeLoaded
      }
      return undefined
    },
    RELOAD: async () => undefined,
    RPC_ABORT: async () => {
      abortCount++
      // Whatever waits on the visitor ends: the approvals, and a Farcaster login's wait (its view was left).
      farcaster.cancel()
      for (const approval of approvals) approval.abort()
      return undefined
    },
    ...createRecoveryHandlers({
      auth,
      vault,
      session,
      key,
      localeReady: () => localeLoaded,
      // The locale's current translator (SYNC_DAPP_DATA switches it).
      t: (name, values) => locale.t(name, values),
      waits: approvals,
      showRecovery,
      askRecovery,
      pendingRestore: {
        current: () => pendingRestore,
        done: () => {
          pendingRestore = undefined
        },
      },
      keepSession,
    }),
    RPC_REQUEST: async (request: {
      method: string
      params?: unknown
      chainId: string
      chainNamespace: string
      rpcUrl?: string
    }) => {
      const token = session()
      if (!token) throw new Error('Not connected')
      const { method, params, chainId: requestChainId, rpcUrl } = request
      if (rpcUrl) rpcUrls.set(requestChainId, rpcUrl)
      if (request.chainNamespace === 'eip155') return serveEvm(token, request)
      const { share, addresses } = await auth.readShare(token)
      if (SAFE_METHODS.has(method)) {
        if (method === 'eth_chainId') return `0x${Number(chainId.split(':')[1]).toString(16)}`
        return method.startsWith('solana') ? [addresses.solana] : [addresses.eip155]
      }
      const device = await deviceShare(addresses.eip155)
      if (!device) throw new Error('This device holds no share of the wallet')
      const address = method.startsWith('solana') ? addresses.solana : addresses.eip155
      // A request this wallet cannot sign (e.g. a transaction it is no signer of), or whose network's RPC URL is not
      // allowed, is refused before any screen.
      const context = { chainId: requestChainId, rpcUrl: rpcUrlOf(requestChainId) }
      await localeLoaded
      const review = await reviewRpcRequest({ method, params, address, t: locale.t, rpcUrl: context.rpcUrl })
      const approval = new AbortController()
      approvals.add(approval)
      const approved = await approve(
        { method, params, address, ...(review ? { review } : {}) },
        approval.signal,
      ).finally(() => approvals.delete(approval))
      if (approval.signal.aborted) throw new AbortedError()
      if (!approved) throw new RejectedByUserError()
      return withWalletKeys([device, share], (keys) => signRpcRequest(keys, method, params, context))
    },
  }

  return {
    async handle(message: AppMessage): Promise<FrameAnswer> {
      const handler = handlers[message.type] as ((payload: unknown) => Promise<unknown>) | undefined
      if (!handler)
        return {
          ok: false,
          error: { message: `${message.type} is not supported yet`, code: 'not_supported' },
        }
      try {
        return { ok: true, payload: await handler(message.payload) }
      } catch (error) {
        return frameErrorAnswer(error)
      }
    },
  }
}
