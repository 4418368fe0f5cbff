import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import { MAX_RPC_BATCH } from '../constants/rateLimits.js'
import { SmartAccountsDisabledError, UnsupportedChainError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { parseInput, readJsonBody } from '../http/parseInput.js'
import { projectScope } from '../http/projectScope.js'
import { resolveProject } from '../http/resolveProject.js'
import type { Project } from '../projects/Project.js'
import { type JsonRpcRequest, type JsonRpcResponse, jsonRpcBodySchema } from '../rpc/jsonRpcSchemas.js'
import { answerPaymasterRequest } from './answerPaymasterRequest.js'
import { createSmartAccountsResolver } from './createSmartAccountsResolver.js'
import { forwardToBundler } from './forwardToBundler.js'
import { settleSponsoredReceipt } from './settleSponsoredReceipt.js'
import { smartAccountNetworksOf } from './smartAccountNetworksOf.js'

const query = z.looseObject({ chainId: caip2ChainIdSchema })

type Answer = (context: {
  project: Project
  chainId: string
  bundler: string
  requests: JsonRpcRequest[]
}) => Promise<JsonRpcResponse[]>

/**
 * The smart-account endpoints per project (docs/cloud.md#smart-accounts-bundler-and-paymaster), under the RPC
 * proxy's rules: `POST /v1/bundler` forwards the user-operation methods to the chain's bundler, `POST /v1/paymaster`
 * answers ERC-7677's methods with the project's sponsorship policy. Both serve only chains with a bundler, and only
 * projects whose smart accounts are on (`smartAccountsEnabled`).
 * `GET /v1/smart-accounts` lists those chains for the project, each saying whether its operations are sponsored.
 */
export function smartAccountRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const resolver = createSmartAccountsResolver({
    configured: deps.config.smartAccounts ?? { bundlers: {} },
    devnetEndpointsFile: deps.config.development ? deps.config.devnetEndpointsFile : undefined,
  })
  const handler = (answer: Answer) => async (c: Context) => {
    // As the RPC proxy: each call of a batch counts against the limits, a malformed body costs one unit.
    const raw = await readJsonBody(c.req).catch((error: unknown) => error)
    const cost = Array.isArray(raw) ? Math.min(Math.max(raw.length, 1), MAX_RPC_BATCH) : 1
    const fromSecureSite = deps.config.emailAuth.secureSiteOrigins.includes(c.req.header('origin') ?? '')
    const project = await resolveProject(c, deps, { bucket: 'rpc', cost, checkOrigin: !fromSecureSite })
    const { chainId } = parseInput(query, c.req.query())
    if (raw instanceof Error) throw raw
    if (!project.smartAccountsEnabled) throw new SmartAccountsDisabledError()
    const body = parseInput(jsonRpcBodySchema, raw)
    const bundler = await resolver.bundler(chainId)
    if (!bundler) throw new UnsupportedChainError(chainId)
    const responses = await answer({
      project,
      chainId,
      bundler,
      requests: Array.isArray(body) ? body : [body],
    })
    return c.json(Array.isArray(body) ? responses : responses[0])
  }

  app.post(
    '/v1/bundler',
    handler(({ chainId, bundler, requests }) =>
      forwardToBundler(bundler, chainId, requests, async (method, receipt) => {
        if (method !== 'eth_getUserOperationReceipt') return
        const paymaster = (await resolver.paymaster(chainId))?.address
        await settleSponsoredReceipt(deps.storage, { chainId, paymaster, receipt })
      }),
    ),
  )
  // The secure frame learns here where the project's wallets have a smart account (not a secret: any origin).
  app.get('/v1/smart-accounts', projectScope(deps, { bucket: 'api', checkOrigin: false }), async (c) =>
    c.json(await smartAccountNetworksOf(c.var.project, resolver)),
  )
  app.post(
    '/v1/paymaster',
    handler(async ({ project, chainId, requests }) => {
      const paymaster = await resolver.paymaster(chainId)
      const responses: JsonRpcResponse[] = []
      for (const request of requests) {
        responses.push(
          await answerPaymasterRequest({ storage: deps.storage, project, chainId, paymaster, request }),
        )
      }
      return responses
    }),
  )
  return app
}
