import { Hono } from 'hono'
import { z } from 'zod'
import { isAdminToken } from '../../admin/isAdminToken.js'
import { listRecordedEvents } from '../../analytics/listRecordedEvents.js'
import { ADMIN_JSON_SHAPE } from '../../constants/inputLimits.js'
import { NotFoundError, UnauthorizedError } from '../../errors/errors.js'
import { listTokenPrices } from '../../prices/listTokenPrices.js'
import { setTokenPrices } from '../../prices/setTokenPrices.js'
import { tokenPricesInputSchema } from '../../prices/tokenPriceInputSchema.js'
import { createProject } from '../../projects/createProject.js'
import { deleteProject } from '../../projects/deleteProject.js'
import { getProject } from '../../projects/getProject.js'
import { listProjects } from '../../projects/listProjects.js'
import { projectIdSchema } from '../../projects/projectIdSchema.js'
import { createProjectSchema, updateProjectSchema } from '../../projects/projectInputSchemas.js'
import { updateProject } from '../../projects/updateProject.js'
import { listSpamContracts } from '../../spam/listSpamContracts.js'
import { setSpamContracts } from '../../spam/setSpamContracts.js'
import { spamContractsInputSchema } from '../../spam/spamContractInputSchema.js'
import { importWallets } from '../../wallets/importWallets.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'

const eventsQuery = z.object({
  kind: z.enum(['event', 'error']).default('event'),
  limit: z.coerce.number().int().min(1).max(1_000).default(100),
})

/** The admin API under /admin/v1, protected by `Authorization: Bearer <ADMIN_TOKEN>`. */
export function adminRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const projectId = (id: string) => parseInput(projectIdSchema, id)

  app.use('*', async (c, next) => {
    if (!isAdminToken(c.req.header('authorization'), deps.adminToken)) throw new UnauthorizedError()
    await next()
  })

  app.get('/projects', async (c) => c.json({ projects: await listProjects(deps.storage) }))

  app.post('/projects', async (c) => {
    const input = parseInput(createProjectSchema, await readJsonBody(c.req, ADMIN_JSON_SHAPE))
    const project = await createProject(deps.storage, input)
    deps.projects.invalidate(project.id)
    return c.json(project, 201)
  })

  app.get('/projects/:id', async (c) => {
    const id = projectId(c.req.param('id'))
    const project = await getProject(deps.storage, id)
    if (!project) throw new NotFoundError(`Project ${id}`)
    return c.json(project)
  })

  app.patch('/projects/:id', async (c) => {
    const id = projectId(c.req.param('id'))
    const patch = parseInput(updateProjectSchema, await readJsonBody(c.req, ADMIN_JSON_SHAPE))
    const project = await updateProject(deps.storage, id, patch)
    deps.projects.invalidate(id)
    return c.json(project)
  })

  app.put('/projects/:id/origins', async (c) => {
    const id = projectId(c.req.param('id'))
    const { allowedOrigins } = parseInput(
      updateProjectSchema.required({ allowedOrigins: true }).pick({ allowedOrigins: true }),
      await readJsonBody(c.req, ADMIN_JSON_SHAPE),
    )
    const project = await updateProject(deps.storage, id, { allowedOrigins })
    deps.projects.invalidate(id)
    return c.json(project)
  })

  app.put('/projects/:id/features', async (c) => {
    const id = projectId(c.req.param('id'))
    const features = parseInput(
      updateProjectSchema.shape.features.unwrap(),
      await readJsonBody(c.req, ADMIN_JSON_SHAPE),
    )
    const project = await updateProject(deps.storage, id, { features })
    deps.projects.invalidate(id)
    return c.json(project)
  })

  app.delete('/projects/:id', async (c) => {
    const id = projectId(c.req.param('id'))
    await deleteProject(deps.storage, id)
    deps.projects.invalidate(id)
    return c.body(null, 204)
  })

  app.get('/projects/:id/events', async (c) => {
    const id = projectId(c.req.param('id'))
    if (!(await getProject(deps.storage, id))) throw new NotFoundError(`Project ${id}`)
    const query = parseInput(eventsQuery, c.req.query())
    return c.json({ events: await listRecordedEvents(deps.storage, id, query.kind, query.limit) })
  })

  app.get('/prices', async (c) => c.json({ prices: await listTokenPrices(deps.storage) }))

  app.put('/prices', async (c) => {
    const prices = parseInput(tokenPricesInputSchema, await readJsonBody(c.req, ADMIN_JSON_SHAPE))
    await setTokenPrices(deps.storage, prices)
    return c.json({ prices: await listTokenPrices(deps.storage) })
  })

  app.get('/spam', async (c) => c.json({ contracts: await listSpamContracts(deps.storage) }))

  app.put('/spam', async (c) => {
    const contracts = parseInput(spamContractsInputSchema, await readJsonBody(c.req, ADMIN_JSON_SHAPE))
    await setSpamContracts(deps.storage, contracts)
    return c.json({ contracts: await listSpamContracts(deps.storage) })
  })

  app.post('/wallets/import', async (c) => {
    const result = await importWallets(deps.storage, await readJsonBody(c.req, ADMIN_JSON_SHAPE))
    deps.wallets.invalidate()
    return c.json(result)
  })

  return app
}
