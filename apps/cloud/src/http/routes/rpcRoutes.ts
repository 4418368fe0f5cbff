import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { caip2ChainIdSchema } from '../../chains/caip2ChainIdSchema.js'
import { UnsupportedChainError } from '../../errors/errors.js'
import { forwardJsonRpc } from '../../rpc/forwardJsonRpc.js'
import { jsonRpcBodySchema } from '../../rpc/jsonRpcSchemas.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { resolveProject } from '../resolveProject.js'

const rpcQuery = z.looseObject({
  chainId: caip2ChainIdSchema,
})

/** The RPC proxy (spec §7: `/v1/` with query chainId and projectId). */
export function rpcRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const handler = async (c: Context) => {
    const project = await resolveProject(c, deps, { bucket: 'rpc' })
    const { chainId } = parseInput(rpcQuery, c.req.query())
    const body = parseInput(jsonRpcBodySchema, await readJsonBody(c.req))
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
