import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { z } from 'zod'
import { InvalidRequestError, NotFoundError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput, readJsonBody } from '../http/parseInput.js'
import { projectScope } from '../http/projectScope.js'
import { isOriginAllowed } from '../projects/isOriginAllowed.js'
import { createOnrampPurchaseFollower } from './followOnrampPurchase.js'
import type { OnrampProviderQuote } from './OnrampProviderClient.js'
import { fromEveryProvider, onrampOptionsAnswer } from './onrampAnswers.js'
import { OnrampDisabledError, OnrampNoQuoteError, OnrampNotConfiguredError } from './onrampErrors.js'
import {
  onrampOptionsQuery,
  onrampPurchaseParams,
  onrampQuoteQuery,
  onrampUrlBody,
} from './onrampInputSchemas.js'
import { onrampProvidersOf } from './onrampProvidersOf.js'
import { onrampPurchaseStore } from './onrampPurchaseStore.js'
import { onrampWebhookRoute } from './onrampWebhookRoute.js'
import { ONRAMP_CHECKOUT_LIFETIME_S } from './signOnrampCheckoutUrl.js'

/**
 * The on-ramp service, in the shape of AppKit's Blockchain API: options (providers the project enables, their fiat
 * currencies and limits, assets per network), quotes from every enabled provider, a signed checkout URL (recording
 * the purchase), a purchase's status (read through to a provider whose webhooks may not come: followOnrampPurchase),
 * and the providers' webhooks (onrampWebhookRoute).
 */
export function onrampRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const providers = onrampProvidersOf(deps.config)
  const followPurchase = createOnrampPurchaseFollower(deps, providers)
  const scoped = (query?: z.ZodType) => projectScope(deps, { bucket: 'blockchain', query })

  app.get('/v1/onramp/options', scoped(onrampOptionsQuery), async (c) => {
    const { answers, unavailable } = await fromEveryProvider(
      providers.forProject(c.var.project),
      (provider) => provider.options(),
    )
    return c.json({ ...onrampOptionsAnswer(answers), unavailable })
  })

  app.get('/v1/onramp/quote', scoped(onrampQuoteQuery), async (c) => {
    const query = parseInput(onrampQuoteQuery, c.req.query())
    const request = {
      fiatAmount: query.fiatAmount,
      fiatCurrency: query.fiatCurrency,
      asset: query.asset,
      network: query.network,
    }
    const { answers, unavailable } = await fromEveryProvider(
      providers.forProject(c.var.project),
      (provider) => provider.quote(request),
    )
    const quotes: (OnrampProviderQuote & { provider: string })[] = []
    const refused: { provider: string; error: string; message: string }[] = []
    for (const { provider, answer } of answers) {
      if ('refused' in answer)
        refused.push({ provider, error: answer.refused.code, message: answer.refused.message })
      else quotes.push({ ...answer, provider })
    }
    if (quotes.length === 0) throw new OnrampNoQuoteError([...refused, ...unavailable])
    quotes.sort((a, b) => (BigInt(b.cryptoAmount) > BigInt(a.cryptoAmount) ? 1 : -1))
    return c.json({ quotes, unavailable: [...refused, ...unavailable] })
  })

  app.post('/v1/generators/onrampurl', scoped(), async (c) => {
    const body = parseInput(onrampUrlBody, await readJsonBody(c.req))
    const project = c.var.project
    if (!project.features.onramp.includes(body.provider)) throw new OnrampDisabledError()
    // The provider sends the buyer back there: only to a page of the project, never to any site a caller names.
    if (!isOriginAllowed(new URL(body.redirectUrl).origin, project.allowedOrigins))
      throw new InvalidRequestError('redirectUrl is not on an origin the project allows')
    const provider = providers.forProject(project).find((candidate) => candidate.name === body.provider)
    if (!provider) throw new OnrampNotConfiguredError(body.provider)
    const purchaseId = `onr_${randomBytes(16).toString('hex')}`
    const expires = Math.floor(Date.now() / 1000) + ONRAMP_CHECKOUT_LIFETIME_S
    // The checkout first: a provider that fails or refuses it leaves no purchase behind.
    const url = await provider.checkout({
      ref: purchaseId,
      fiatAmount: body.fiatAmount,
      fiatCurrency: body.fiatCurrency,
      asset: body.asset,
      network: body.network,
      address: body.address,
      redirect: body.redirectUrl,
      expires,
    })
    await onrampPurchaseStore.insert(deps.storage, {
      id: purchaseId,
      projectId: project.id,
      provider: body.provider,
      network: body.network,
      address: body.address,
      fiatAmount: body.fiatAmount,
      fiatCurrency: body.fiatCurrency,
      asset: body.asset,
      redirectUrl: body.redirectUrl,
    })
    return c.json({ url, purchaseId, expiresAt: new Date(expires * 1000).toISOString() })
  })

  app.get('/v1/onramp/purchases/:purchaseId', scoped(), async (c) => {
    const id = parseInput(onrampPurchaseParams, c.req.param('purchaseId'))
    const purchase = await onrampPurchaseStore.read(deps.storage, c.var.project.id, id)
    if (!purchase) throw new NotFoundError('Purchase')
    return c.json(await followPurchase(c.var.project.id, purchase))
  })

  app.route('/', onrampWebhookRoute(deps, providers))
  return app
}
