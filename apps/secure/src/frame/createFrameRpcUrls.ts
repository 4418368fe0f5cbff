/** A CAIP-2 chain id, as the cloud's RPC proxy takes it. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** Where the frame may send JSON-RPC, and where it reads when the widget named no RPC URL for a network. */
export type FrameRpcUrls = {
  /**
   * Whether the frame may send to `url`, a URL the page named: never the secure site itself, and on the cloud's
   * origin only the RPC proxy for this project (its routes trust the frame's origin, so no other path is open).
   */
  isAllowed(url: string): boolean
  /** The cloud's RPC proxy for `chainId` (docs/behaviour.md#calls: `/v1/` with query chainId and projectId), undefined for no chain id. */
  proxyFor(chainId: string): string | undefined
}

export type CreateFrameRpcUrlsParameters = {
  cloudUrl: string
  /** The secure site's own origin. */
  secureOrigin: string
  /** The project the frame was loaded for: the only one whose proxy it uses. */
  projectId: string
}

/** The frame's RPC URL policy (see FrameRpcUrls). */
export function createFrameRpcUrls({
  cloudUrl,
  secureOrigin,
  projectId,
}: CreateFrameRpcUrlsParameters): FrameRpcUrls {
  const base = new URL(cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
  const proxyPath = new URL('v1/', base).pathname
  const isProxy = (url: URL) =>
    (url.pathname === proxyPath || url.pathname === proxyPath.slice(0, -1)) &&
    url.hash === '' &&
    [...url.searchParams.keys()].sort().join() === 'chainId,projectId' &&
    url.searchParams.get('projectId') === projectId &&
    CAIP2.test(url.searchParams.get('chainId') ?? '')
  return {
    isAllowed(value) {
      if (!URL.canParse(value)) return false
      const url = new URL(value)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
      if (url.username || url.password || url.origin === secureOrigin) return false
      return url.origin !== base.origin || isProxy(url)
    },
    proxyFor(chainId) {
      if (!CAIP2.test(chainId)) return undefined
      const url = new URL(proxyPath, base)
      url.searchParams.set('chainId', chainId)
      url.searchParams.set('projectId', projectId)
      return url.toString()
    },
  }
}
