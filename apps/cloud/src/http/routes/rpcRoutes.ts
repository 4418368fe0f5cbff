import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { caip2ChainIdSchema } from '../../chains/caip2ChainIdSchema.js'
import { MAX_RPC_BATCH } from '../../constants/rateLimits.js'
import { UnsupportedChainError } from '../../errors/errors.js'
import { forwardJsonRpc } from '../../rpc/forwardJsonRpc.js'
import { jsonRpcBodySchema } from '../../rpc/jsonRpcSchemas.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { resolveProject } from '../resolveProject.js'

const rpcQuery = z.looseObject({
  chainId: caip2ChainIdSchema,
})

/**
 * The RPC proxy (docs/behaviour.md#calls: `/v1/` with query chainId and projectId): for the project's allowed origins, servers
 * (no Origin) and the secure site's frame.
 */
export function rpcRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const handler = async (c: Context) => {
    // Each call of a batch counts against the limits: the body is read first (a malformed one costs one unit).
    const raw = await readJsonBody(c.req).catch((error: unknown) => error)
    const cost = Array.isArray(raw) ? Math.min(Math.max(raw.length, 1), MAX_RPC_BATCH) : 1
    // The embedded wallet's frame reads through the proxy from the secure site, which serves every project.
    const fromSecureSite = deps.config.emailAuth.secureSiteOrigins.includes(c.req.header('origin') ?? '')
    const project = await resolveProject(c, deps, { bucket: 'rpc', cost, checkOrigin: !fromSecureSite })
    const { chainId } = parseInput(rpcQuery, c.req.query())
    if (raw instanceof Error) throw raw
    const body = parseInput(jsonRpcBodySchema, raw)
    const upstream = await deps.upstreams.resolve(chainId)
    if (!upstream) throw new UnsupportedChainError(chainId)
    const responses = await forwardJsonRpc(upstream, chainId, Array.isArray(body) ? body : [body])
    deps.logger.debug('rpc', { projectId: project.id, chainId, calls: responses.length })
    return c.json(Array.isArray(body) ? responses : responses[0])
  }
  app.post('/v1', handler)
  app.post('/v1/', handler)
  return app
}
