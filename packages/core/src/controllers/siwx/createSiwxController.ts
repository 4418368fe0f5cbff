import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import { PorticoError } from '../../errors/PorticoError.js'
import { SiwxError } from '../../errors/SiwxError.js'
import type { AccountSettledReason, FeatureContext, FeatureInstance } from '../../types/feature.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/namespace.js'
import type { PorticoSiwx, SiwxAccount, SiwxConfig, SiwxSession, SiwxState } from '../../types/siwx.js'

const accountKey = (account: SiwxAccount) => `${account.chainId}:${account.address}`

/**
 * The sign-in controller (spec §4 "Sign-in"). After a connect, a reconnect at start-up or a new
 * account or network: a valid session → nothing; an unsupported network → nothing; else the
 * SIWXSignMessage view opens. One prompt at a time (other namespaces wait their turn), one per
 * account and network, and never again by itself after the visitor cancelled it: a rejected
 * signature leaves the view open with the error, for the visitor to retry or cancel.
 */
export function createSiwxController(
  context: FeatureContext<SiwxState>,
  config: SiwxConfig,
): FeatureInstance<PorticoSiwx> {
  const siwx = context.featureState
  const declined = new Set<string>()
  const waiting = new Set<ChainNamespace>()
  const lastAccount = new Map<ChainNamespace, SiwxAccount>()
  const lastSigned = new Map<ChainNamespace, SiwxAccount>()
  let generation = 0
  let checking: ChainNamespace | undefined
  let signing: Promise<SiwxSession> | undefined
  const required = () => config.getRequired?.() === true
  siwx.required = required()
  siwx.statement = config.statement

  function connectedAccount(namespace: ChainNamespace | undefined) {
    const chain = namespace === undefined ? undefined : context.state.chains[namespace]
    const network = chain?.networkState.caipNetwork
    const address = chain?.accountState.address
    if (!chain || !network || !address || chain.accountState.status !== 'connected') return undefined
    return {
      account: { namespace: chain.namespace, address, chainId: network.caipNetworkId as CaipNetworkId },
      supported: isNetworkSupported(chain.caipNetworks, network),
    }
  }

  function markSignedIn(account: SiwxAccount, signedIn: boolean) {
    const key = accountKey(account)
    const others = siwx.signedIn.filter((entry) => entry !== key)
    siwx.signedIn = signedIn ? [...others, key] : others
  }

  function promptShown() {
    return context.state.modal.open && context.state.router.view === 'SIWXSignMessage'
  }

  function nextInLine() {
    const [next] = waiting
    if (next === undefined) return
    waiting.delete(next)
    void check(next, 'restore')
  }

  function endPrompt() {
    siwx.account = undefined
    siwx.status = 'idle'
    siwx.error = undefined
    if (promptShown()) context.portico.close()
    nextInLine()
  }

  function openPrompt(account: SiwxAccount) {
    siwx.account = account
    siwx.status = 'prompting'
    siwx.error = undefined
    if (!promptShown()) void context.portico.open({ view: 'SIWXSignMessage', namespace: account.namespace })
  }

  async function check(namespace: ChainNamespace, reason: AccountSettledReason, force = false) {
    const found = connectedAccount(namespace)
    if (!found || (config.namespaces && !config.namespaces.includes(namespace))) return
    const { account } = found
    lastAccount.set(namespace, account)
    if (reason === 'connect') declined.delete(accountKey(account))
    const busy = siwx.account?.namespace ?? checking
    if (signing || (busy !== undefined && busy !== namespace)) {
      waiting.add(namespace)
      return
    }
    const run = ++generation
    if (!found.supported) {
      if (siwx.account) endPrompt()
      return
    }
    checking = namespace
    const sessions = await config.getSessions(account.chainId, account.address).catch((error: unknown) => {
      console.warn('Portico: could not read the sign-in sessions', error)
      return []
    })
    if (run !== generation || signing) return
    checking = undefined
    markSignedIn(account, sessions.length > 0)
    if (sessions.length > 0) lastSigned.set(namespace, account)
    if (sessions.length > 0 || (declined.has(accountKey(account)) && !force)) {
      if (siwx.account) endPrompt()
      else nextInLine()
      return
    }
    openPrompt(account)
  }

  async function signWith(account: SiwxAccount): Promise<SiwxSession> {
    const message = await config.createMessage({ accountAddress: account.address, chainId: account.chainId })
    const { serializedMessage, ...data } = message
    const signature = config.signMessage
      ? await config.signMessage({
          message: serializedMessage,
          chainId: account.chainId,
          accountAddress: account.address,
          namespace: account.namespace,
        })
      : await context.portico.signMessage({ message: serializedMessage, namespace: account.namespace })
    const session: SiwxSession = { data, message: serializedMessage, signature }
    await config.addSession(session)
    return session
  }

  async function signIn(): Promise<SiwxSession> {
    if (signing) return signing
    const account = siwx.account
    if (!account) throw new SiwxError('SIGN_MESSAGE_FAILED', { details: 'No sign-in is waiting' })
    siwx.status = 'signing'
    siwx.error = undefined
    signing = signWith(account)
    try {
      const session = await signing
      signing = undefined
      lastSigned.set(account.namespace, account)
      markSignedIn(account, true)
      context.emit({
        type: 'SIWX_AUTH_SUCCESS',
        namespace: account.namespace,
        caipNetworkId: account.chainId,
        address: account.address,
      })
      endPrompt()
      return session
    } catch (error) {
      signing = undefined
      const typed =
        error instanceof PorticoError ? error : new SiwxError('SIGN_MESSAGE_FAILED', { cause: error })
      siwx.status = 'error'
      siwx.error = typed.shortMessage
      context.emit({
        type: 'SIWX_AUTH_ERROR',
        namespace: account.namespace,
        caipNetworkId: account.chainId,
        message: typed.shortMessage,
      })
      const next = [...waiting].filter((namespace) => namespace === account.namespace)
      for (const namespace of next) {
        waiting.delete(namespace)
        void check(namespace, 'account')
      }
      throw typed
    }
  }

  async function cancel(): Promise<void> {
    const account = siwx.account
    if (!account || signing) return
    declined.add(accountKey(account))
    siwx.account = undefined
    siwx.status = 'idle'
    siwx.error = undefined
    if (!required()) {
      endPrompt()
      return
    }
    const signed = lastSigned.get(account.namespace)
    if (signed && signed.address === account.address && signed.chainId !== account.chainId) {
      context.portico.close()
      try {
        await context.portico.switchNetwork(signed.chainId)
        return
      } catch (error) {
        console.warn('Portico: could not switch back to the signed-in network', error)
      }
    }
    await context.portico.disconnect({ namespace: account.namespace })
  }

  const api: PorticoSiwx = {
    state: siwx,
    signIn,
    cancel,
    async getSessions(namespace = context.state.activeNamespace) {
      const found = connectedAccount(namespace)
      return found ? config.getSessions(found.account.chainId, found.account.address) : []
    },
    async signOut(namespace = context.state.activeNamespace) {
      const found = connectedAccount(namespace)
      if (!found) return
      lastSigned.delete(found.account.namespace)
      markSignedIn(found.account, false)
      await config.revokeSession(found.account.chainId, found.account.address)
    },
    async requestSignIn(namespace = context.state.activeNamespace) {
      if (namespace !== undefined) await check(namespace, 'account', true)
    },
  }

  return {
    api,
    onAccountSettled: (namespace, reason) => void check(namespace, reason),
    onDisconnected(namespace) {
      const account = lastAccount.get(namespace)
      lastAccount.delete(namespace)
      siwx.signedIn = siwx.signedIn.filter((entry) => !entry.startsWith(`${namespace}:`))
      lastSigned.delete(namespace)
      waiting.delete(namespace)
      if (checking === namespace) checking = undefined
      if (siwx.account?.namespace === namespace) {
        generation++
        siwx.account = undefined
        siwx.status = 'idle'
        siwx.error = undefined
      }
      if (account && config.signOutOnDisconnect !== false) {
        config.revokeSession(account.chainId, account.address).catch((error: unknown) => {
          console.warn('Portico: could not sign out on disconnect', error)
        })
      }
    },
    onModalClosed() {
      if (!siwx.account || signing) return
      declined.add(accountKey(siwx.account))
      endPrompt()
    },
    blocksClose: () => required() && siwx.account !== undefined,
  }
}
