import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { MAX_ADMIN_BODY_BYTES, MAX_BODY_BYTES, MAX_EVENT_BODY_BYTES } from '../constants/inputLimits.js'
import { InvalidRequestError, PayloadTooLargeError } from '../errors/errors.js'
import { onrampRoutes } from '../onramp/onrampRoutes.js'
import { payRoutes } from '../pay/payRoutes.js'
import { relayRoutes } from '../relay/relayRoutes.js'
import { smartAccountRoutes } from '../smartAccounts/smartAccountRoutes.js'
import { swapRoutes } from '../swaps/swapRoutes.js'
import type { CloudDeps } from './CloudDeps.js'
import { handleError } from './handleError.js'
import { adminRoutes } from './routes/adminRoutes.js'
import { blockchainRoutes } from './routes/blockchainRoutes.js'
import { deviceLinkRoutes } from './routes/deviceLinkRoutes.js'
import { emailAuthRoutes } from './routes/emailAuthRoutes.js'
import { emailUpdateRoutes } from './routes/emailUpdateRoutes.js'
import { farcasterAuthRoutes } from './routes/farcasterAuthRoutes.js'
import { imageRoutes } from './routes/imageRoutes.js'
import { nameRoutes } from './routes/nameRoutes.js'
import { rpcRoutes } from './routes/rpcRoutes.js'
import { siwxRoutes } from './routes/siwxRoutes.js'
import { socialAuthRoutes } from './routes/socialAuthRoutes.js'
import { walletApiRoutes } from './routes/walletApiRoutes.js'

/** The HTTP application: public API with CORS for widget origins, admin API, health, errors as JSON. */
export function createApp(deps: CloudDeps): Hono {
  const app = new Hono()
  const log = deps.logger.child({ component: 'http' })

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    log.debug('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new PayloadTooLargeError()
      },
    })
  const publicLimit = limit(MAX_BODY_BYTES)
  const eventLimit = limit(MAX_EVENT_BODY_BYTES)
  const adminLimit = limit(MAX_ADMIN_BODY_BYTES)
  app.use('*', (c, next) =>
    (c.req.path.startsWith('/admin/') ? adminLimit : c.req.path === '/e' ? eventLimit : publicLimit)(c, next),
  )
  // A NUL in a path or query parameter could reach storage, which cannot hold it (decoded, %00 is the only way in).
  app.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url)) throw new InvalidRequestError('the URL must not contain a NUL character')
    await next()
  })
  // The widget calls from the dapp's origin. CORS headers go on every answer (errors too, so the widget can read
  // the error body); whether an origin may use a project is decided per project by resolveProject.
  const publicCors = cors({
    origin: (origin) => origin,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['retry-after'],
    maxAge: 600,
  })
  app.use('*', async (c, next) => (c.req.path.startsWith('/admin/') ? next() : publicCors(c, next)))

  app.get('/healthz', async (c) => {
    await deps.storage.query('select 1')
    return c.json({ status: 'ok', storage: deps.storage.kind })
  })
  app.route('/', walletApiRoutes(deps))
  app.route('/', imageRoutes(deps))
  app.route('/', rpcRoutes(deps))
  app.route('/', blockchainRoutes(deps))
  app.route('/', nameRoutes(deps))
  app.route('/', relayRoutes(deps))
  app.route('/', siwxRoutes(deps))
  app.route('/', emailAuthRoutes(deps))
  app.route('/', deviceLinkRoutes(deps))
  app.route('/', emailUpdateRoutes(deps))
  app.route('/', socialAuthRoutes(deps))
  app.route('/', farcasterAuthRoutes(deps))
  app.route('/', swapRoutes(deps))
  app.route('/', onrampRoutes(deps))
  app.route('/', payRoutes(deps))
  app.route('/', smartAccountRoutes(deps))
  app.route('/admin/v1', adminRoutes(deps))

  app.notFound((c) => c.json({ error: 'not_found', message: 'Route not found' }, 404))
  app.onError(handleError(log))
  return app
}
