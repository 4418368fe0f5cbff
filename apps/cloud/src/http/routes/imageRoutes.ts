import { Hono } from 'hono'
import { IMAGE_CACHE_SECONDS } from '../../constants/cacheLifetimes.js'
import { NotFoundError } from '../../errors/errors.js'
import { renderInitialsSvg } from '../../wallets/renderInitialsSvg.js'
import { walletIdSchema } from '../../wallets/walletIdSchema.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput } from '../parseInput.js'

/**
 * Image blobs (docs/behaviour.md#calls). All images are generated SVGs (initials on a colour from the id): wallet images for
 * registry wallets (404 for unknown ids), asset, currency and token images for any well-formed id.
 * They need no project id, so they work in plain <img> tags.
 */
export function imageRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const svg = (body: string) =>
    new Response(body, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': `public, max-age=${IMAGE_CACHE_SECONDS}, immutable`,
      },
    })

  app.get('/getWalletImage/:id', async (c) => {
    const id = parseInput(walletIdSchema, c.req.param('id'))
    const wallet = await deps.wallets.findByImageId(id)
    if (!wallet) throw new NotFoundError(`Wallet image ${id}`)
    return svg(renderInitialsSvg(wallet.name, wallet.id))
  })

  for (const kind of ['getAssetImage', 'getCurrencyImage', 'getTokenImage']) {
    app.get(`/public/${kind}/:id`, (c) => {
      const id = parseInput(walletIdSchema, c.req.param('id'))
      return svg(renderInitialsSvg(id, `${kind}:${id}`))
    })
  }

  return app
}
