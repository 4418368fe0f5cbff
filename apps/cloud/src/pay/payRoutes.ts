import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { z } from 'zod'
import { CloudError } from '../errors/CloudError.js'
import { InvalidRequestError, NotFoundError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput, readJsonBody } from '../http/parseInput.js'
import { projectScope } from '../http/projectScope.js'
import { createPollThrottle } from '../onramp/createPollThrottle.js'
import { isOriginAllowed } from '../projects/isOriginAllowed.js'
import { endUnconfirmedPayment } from './endUnconfirmedPayment.js'
import { PayExchangeError, PayExchangeUnsupportedAssetError } from './payErrors.js'
import { payExchangePaymentStore } from './payExchangePaymentStore.js'
import { payExchangesOf } from './payExchangesOf.js'
import { payExchangesQuery, payPaymentParams, payUrlBody } from './payInputSchemas.js'

const sameAsset = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Paying from an exchange: the exchanges that pay an asset on a network (or every asset they pay there, one row per
 * exchange and asset, when none is named), the URL of the exchange's payment page (the payment recorded for the
 * project once the exchange gave it), and the payment's status, read from the exchange's status API while it is
 * pending (at most once per the exchange's poll interval across the cluster when it has one: Coinbase's), with the exchange's id of the
 * payment once the visitor confirmed it there; one the visitor never confirmed ends `failed` `expired` two days on
 * (endUnconfirmedPayment). A project whose exchanges are off (`exchangesEnabled`) gets none
 * offered and no URL; the status of a payment it started before stays readable. Each route is limited per client
 * address and per project like every project route.
 */
export function payRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const exchanges = payExchangesOf(deps.config)
  const mayPoll = createPollThrottle(() => deps.rateLimiter, 'pay-payments')
  const scoped = (query?: z.ZodType) => projectScope(deps, { bucket: 'blockchain', query })

  app.get('/v1/pay/exchanges', scoped(payExchangesQuery), async (c) => {
    const { network, asset } = parseInput(payExchangesQuery, c.req.query())
    const clients = exchanges.forProject(c.var.project)
    const settled = await Promise.allSettled(clients.map((client) => client.assets()))
    const found: { id: string; name: string; asset: string; symbol: string; decimals: number }[] = []
    const unavailable: { exchange: string; error: string; message: string }[] = []
    settled.forEach((result, index) => {
      const id = clients[index]?.name ?? ''
      if (result.status === 'rejected') {
        const error =
          result.reason instanceof CloudError
            ? result.reason
            : new PayExchangeError(id, 'failed', result.reason)
        unavailable.push({ exchange: id, error: error.code, message: error.message })
        return
      }
      const matches = result.value.assets.filter(
        (candidate) => candidate.network === network && (!asset || sameAsset(candidate.asset, asset)),
      )
      for (const match of matches)
        found.push({
          id,
          name: result.value.name,
          asset: match.asset,
          symbol: match.symbol,
          decimals: match.decimals,
        })
    })
    if (found.length === 0 && unavailable.length === clients.length)
      throw new PayExchangeError(unavailable[0]?.exchange ?? '', 'unavailable')
    return c.json({ exchanges: found, unavailable })
  })

  app.post('/v1/pay/url', scoped(), async (c) => {
    const body = parseInput(payUrlBody, await readJsonBody(c.req))
    const project = c.var.project
    // The exchange sends the visitor back there: only to a page of the project, never to any site a caller names.
    if (body.redirectUrl && !isOriginAllowed(new URL(body.redirectUrl).origin, project.allowedOrigins))
      throw new InvalidRequestError('redirectUrl is not on an origin the project allows')
    exchanges.forProject(project)
    const exchange = exchanges.byName(body.exchange)
    const { assets } = await exchange.assets()
    const listed = assets.find(
      (candidate) => candidate.network === body.network && sameAsset(candidate.asset, body.asset),
    )
    if (!listed) throw new PayExchangeUnsupportedAssetError(body.exchange)
    const paymentId = `pay_${randomBytes(16).toString('hex')}`
    const expires = Math.floor(Date.now() / 1000) + exchange.urlLifetimeS
    // Asked of the exchange first: nothing is recorded when it fails.
    const url = await exchange.paymentUrl({
      paymentId,
      asset: listed,
      amount: body.amount,
      recipient: body.recipient,
      redirectUrl: body.redirectUrl,
      expires,
      clientIp: deps.clientAddress.ip(c),
    })
    await payExchangePaymentStore.insert(deps.storage, {
      id: paymentId,
      projectId: project.id,
      exchange: body.exchange,
      network: body.network,
      asset: listed.asset,
      amount: body.amount,
      recipient: body.recipient,
    })
    return c.json({ url, paymentId, expiresAt: new Date(expires * 1000).toISOString() })
  })

  app.get('/v1/pay/payments/:paymentId', scoped(), async (c) => {
    const id = parseInput(payPaymentParams, c.req.param('paymentId'))
    const projectId = c.var.project.id
    const stored = await payExchangePaymentStore.read(deps.storage, projectId, id)
    if (!stored) throw new NotFoundError('Payment')
    if (stored.status !== 'pending') return c.json(stored)
    const exchange = exchanges.byName(stored.exchange)
    if (exchange.pollIntervalMs !== undefined && !(await mayPoll(id, exchange.pollIntervalMs)))
      return c.json(stored)
    const reported = await exchange.paymentOf(stored)
    if (!reported) return c.json(await endUnconfirmedPayment(deps.storage, projectId, stored))
    // Confirmed on the exchange's page, still on its way: its id says the visitor confirmed (the widget waits on).
    if (reported.status === 'pending' && stored.exchangePaymentId === reported.id) return c.json(stored)
    const updated = await payExchangePaymentStore.update(deps.storage, projectId, id, {
      exchangePaymentId: reported.id,
      status: reported.status,
      txHash: reported.txHash,
      failureReason: reported.failureReason,
    })
    return c.json(updated ?? stored)
  })

  return app
}
