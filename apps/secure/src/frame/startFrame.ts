import { isOriginAllowed } from '@portico/core'
import { loadShareVault } from '../custody/loadShareVault.js'
import { createFrameLocale } from '../i18n/createFrameLocale.js'
import { localeDirection } from '../i18n/localeDirection.js'
import { SOCIAL_CALLBACK_PATH } from '../social/socialPages.js'
import { askInFrame } from './askInFrame.js'
import { createCloudAuth } from './createCloudAuth.js'
import { createFrameController } from './createFrameController.js'
import { createFrameRpcUrls } from './createFrameRpcUrls.js'
import { createFrameLog } from './log/createFrameLog.js'
import { openFrameStore } from './openFrameStore.js'
import { postRefusal } from './postRefusal.js'
import { readFrameAncestors } from './readFrameAncestors.js'
import { readFrameQuery } from './readFrameQuery.js'
import { readSwapRouterNames } from './readSwapRouterNames.js'
import { serveParent } from './serveParent.js'
import { readSmartAccountNetworks } from './smartAccount/readSmartAccountNetworks.js'

/** The frame origin's IndexedDB database of the share vault. */
const VAULT_DATABASE = 'portico-secure-vault'

/**
 * The frame page's start: reads its query, learns the embedding page's origin from the browser
 * (`location.ancestorOrigins`, else the referrer), and starts only when the project allows that origin (the
 * cloud's frame ancestors: the project's allowed origins, the default ancestors only from a cloud in development);
 * otherwise it says so on its page and posts only REFUSED with the reason to that origin, never READY.
 * Its screens speak the widget's locale (query `locale`, then SYNC_DAPP_DATA), right to left for Arabic.
 */
export async function startFrame(cloudUrl: string): Promise<void> {
  const status = document.getElementById('status')
  const locale = createFrameLocale((next) => {
    document.documentElement.lang = next
    document.documentElement.dir = localeDirection(next)
  })
  const refuse = (why: string) => {
    if (status) status.textContent = why
    document.body.dataset.state = 'refused'
  }
  const query = readFrameQuery(location.search)
  if (!query) return refuse(locale.t('frame.refused.query'))
  if (query.locale) await locale.set(query.locale)
  if (window.parent === window) return refuse(locale.t('frame.refused.notEmbedded'))
  const ancestor =
    location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined)
  if (!ancestor) return refuse(locale.t('frame.refused.noParent'))
  // The project's smart-account networks come from the cloud alone (its own bundler and paymaster endpoints): the page
  // that embeds the frame has no say in where the wallet's user operations go.
  const [allowed, smartAccounts] = await Promise.all([
    readFrameAncestors(cloudUrl, query.projectId),
    readSmartAccountNetworks(cloudUrl, query.projectId),
  ])
  if (!allowed.ok || !isOriginAllowed(ancestor, allowed.ancestors)) {
    postRefusal(window.parent, ancestor, allowed.ok ? 'origin_not_allowed' : allowed.reason)
    return refuse(locale.t('frame.refused.origin', { origin: ancestor }))
  }
  // Never `localStorage` itself: a cross-site frame whose storage the browser blocks throws on reading it, and the
  // frame must still start and say so (storage_unavailable) instead of never posting READY.
  const store = openFrameStore(() => localStorage)
  const controller = createFrameController({
    auth: createCloudAuth({ cloudUrl, projectId: query.projectId }),
    store,
    // Shares encrypted under a non-extractable key; plain device shares of earlier versions move in on first read.
    vault: loadShareVault(VAULT_DATABASE, store),
    projectId: query.projectId,
    chainId: query.chainId,
    rpcUrl: query.rpcUrl,
    smartAccounts,
    // The app's switch (its own page's word: every grant still waits on the visitor's approval in this frame).
    smartSessions: query.smartSessions === 'true',
    // The Delegation Framework per network, from the cloud's answer only (the page cannot name contracts to sign for).
    delegations: Object.fromEntries(
      Object.entries(smartAccounts).flatMap(([caip, network]) =>
        network.delegation ? [[caip, network.delegation]] : [],
      ),
    ),
    // The routers of the cloud's swap markets, asked for on the first review that needs them: never the page's word.
    swapRouters: readSwapRouterNames(cloudUrl, query.projectId),
    // The widget's `enableAuthLogger` switch (on unless the page said false).
    log: createFrameLog({ enabled: query.enableLogger !== 'false' }),
    locale,
    parentOrigin: ancestor,
    socialCallbackUrl: new URL(SOCIAL_CALLBACK_PATH, location.origin).toString(),
    showRecovery: (request, signal) =>
      import('./showRecoveryShare.js').then(({ showRecoveryShare }) =>
        showRecoveryShare(document.getElementById('approval') ?? document.body, request, signal, locale.t),
      ),
    askRecovery: (request, signal) =>
      import('./askRecoveryShare.js').then(({ askRecoveryShare }) =>
        askRecoveryShare(document.getElementById('approval') ?? document.body, request, signal, locale.t),
      ),
    approve: (request, signal) =>
      askInFrame(document.getElementById('approval') ?? document.body, request, signal, locale.t),
    // The page names the chain's node, or the cloud's RPC proxy; never another route of the cloud or this site, which
    // trust the frame's origin. A network the page named no URL for is read through the proxy.
    rpcPolicy: createFrameRpcUrls({ cloudUrl, secureOrigin: location.origin, projectId: query.projectId }),
  })
  serveParent({
    parent: window.parent,
    parentOrigin: ancestor,
    listen: (handler) => {
      window.addEventListener('message', handler)
      return () => window.removeEventListener('message', handler)
    },
    handle: (message) => controller.handle(message),
  })
  document.body.dataset.state = 'ready'
}
