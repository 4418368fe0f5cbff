import type { SwapRouterNames } from '../rpc/evm/swap/SwapRouterNames.js'

const EIP155 = /^eip155:([1-9][0-9]{0,18})$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** A name the review may show: 1 to 64 characters, no control or format characters (no bidi overrides). */
const NAME = /^[^\p{C}]{1,64}$/u

type Table = Record<number, Record<string, string>>

/**
 * The routers of the cloud's swap markets (`GET /v1/convert/routers`), read from `cloudUrl` on the first review that
 * needs them and kept for the frame's life; a cloud that does not answer names none, and is asked again next time.
 * Entries that are not an eip155 chain, an address and a short printable name are left out.
 */
export function readSwapRouterNames(
  cloudUrl: string,
  projectId: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): SwapRouterNames {
  let table: Promise<Table | undefined> | undefined
  const load = async (): Promise<Table | undefined> => {
    const url = new URL('v1/convert/routers', cloudUrl.endsWith('/') ? cloudUrl : `${cloudUrl}/`)
    url.searchParams.set('projectId', projectId)
    const answer = await fetchFn(url)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined)
    const routers = (answer as { routers?: unknown } | undefined)?.routers
    if (!Array.isArray(routers)) return undefined
    const found: Table = {}
    for (const router of routers as { chainId?: unknown; address?: unknown; name?: unknown }[]) {
      const chain = typeof router?.chainId === 'string' ? EIP155.exec(router.chainId)?.[1] : undefined
      const { address, name } = router ?? {}
      if (!chain || typeof address !== 'string' || !ADDRESS.test(address)) continue
      if (typeof name !== 'string' || !NAME.test(name)) continue
      found[Number(chain)] = { ...found[Number(chain)], [address.toLowerCase()]: name }
    }
    return found
  }
  return async (chainId) => {
    table ??= load()
    const loaded = await table
    if (!loaded) table = undefined
    return loaded?.[chainId] ?? {}
  }
}
