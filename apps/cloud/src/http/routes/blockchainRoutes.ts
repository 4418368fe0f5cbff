import { blockchainApiContract, type CloudAnswer } from '@portico/cloud-contract'
import { Hono } from 'hono'
import { evmAddressSchema } from '../../blockchain/addressSchema.js'
import { getAccountBalances } from '../../blockchain/getAccountBalances.js'
import { getAccountHistory } from '../../blockchain/getAccountHistory.js'
import { getAccountNfts } from '../../blockchain/getAccountNfts.js'
import { UnsupportedChainError } from '../../errors/errors.js'
import { reverseLookupNames } from '../../names/reverseLookupNames.js'
import { onrampPurchaseStore } from '../../onramp/onrampPurchaseStore.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput } from '../parseInput.js'
import { projectScope } from '../projectScope.js'

/** On-ramp purchases the history lists at most. */
const MAX_ONRAMP_PURCHASES = 100

/** Blockchain API: balances, transaction history (from the indexer), identity. EVM only. */
export function blockchainRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const scoped = projectScope(deps, { bucket: 'blockchain' })

  app.get('/v1/account/:address/balance', scoped, async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    const query = parseInput(blockchainApiContract.getBalances.query, c.req.query())
    if (query.chainId && !(await deps.upstreams.resolve(query.chainId))) {
      throw new UnsupportedChainError(query.chainId)
    }
    const chainIds = query.chainId
      ? [query.chainId]
      : (await deps.upstreams.chains()).filter((chain) => chain.startsWith('eip155:'))
    const balances = await getAccountBalances({
      db: deps.storage,
      address,
      chainIds,
      strict: query.chainId !== undefined,
      client: (chainId) => deps.chains.get(chainId),
      imageBaseUrl: deps.publicUrl(),
      logger: deps.logger,
    })
    return c.json({ balances } satisfies CloudAnswer<'getBalances'>)
  })

  app.get('/v1/account/:address/nfts', scoped, async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    const query = parseInput(blockchainApiContract.getNfts.query, c.req.query())
    const client = (await deps.upstreams.resolve(query.chainId))
      ? await deps.chains.get(query.chainId)
      : undefined
    if (!client) throw new UnsupportedChainError(query.chainId)
    const nfts = await getAccountNfts({ db: deps.storage, address, chainId: query.chainId, client })
    return c.json({ nfts } satisfies CloudAnswer<'getNfts'>)
  })

  app.get('/v1/account/:address/history', scoped, async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    const query = parseInput(blockchainApiContract.getHistory.query, c.req.query())
    const history = await getAccountHistory(deps.storage, {
      address,
      chainId: query.chainId,
      cursor: query.cursor,
      limit: query.limit,
      imageBaseUrl: deps.publicUrl(),
    })
    // The on-ramp purchases come with the first page only (they are few; a cursor pages the chain's history).
    const onramp =
      query.onramp && !query.cursor
        ? await onrampPurchaseStore.listByAccount(deps.storage, {
            projectId: c.var.project.id,
            address,
            ...(query.onramp === 'any' ? {} : { provider: query.onramp }),
            limit: MAX_ONRAMP_PURCHASES,
          })
        : undefined
    return c.json({ ...history, ...(onramp ? { onramp } : {}) } satisfies CloudAnswer<'getHistory'>)
  })

  app.get('/v1/identity/:address', scoped, async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    parseInput(blockchainApiContract.getIdentity.query, c.req.query())
    const [primary] = await reverseLookupNames(deps.storage, address)
    return c.json({
      name: primary?.name ?? null,
      avatar: primary?.attributes.avatar ?? null,
    } satisfies CloudAnswer<'getIdentity'>)
  })

  return app
}
