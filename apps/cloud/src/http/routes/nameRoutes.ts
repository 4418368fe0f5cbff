import type { CloudAnswer } from '@portico/cloud-contract'
import { Hono } from 'hono'
import { z } from 'zod'
import { evmAddressSchema } from '../../blockchain/addressSchema.js'
import { NotFoundError } from '../../errors/errors.js'
import { lookupName } from '../../names/lookupName.js'
import { toNameLabel } from '../../names/nameLabel.js'
import { registerName } from '../../names/registerName.js'
import { registerNameSchema } from '../../names/registerNameSchema.js'
import { reverseLookupNames } from '../../names/reverseLookupNames.js'
import { suggestNames } from '../../names/suggestNames.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { projectScope } from '../projectScope.js'

const nameParam = z.string().min(1).max(200)

/** Names: lookup, reverse lookup, suggestions and registration (suffix from NAME_SUFFIX). */
export function nameRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const scoped = projectScope(deps, { bucket: 'blockchain' })
  const suffix = deps.config.nameSuffix
  const label = (name: string) => {
    const parsed = parseInput(nameParam, name)
    try {
      return toNameLabel(parsed, suffix)
    } catch {
      return parseInput(z.string().regex(/^[A-Za-z0-9-]{4,63}$/, 'invalid name'), parsed)
    }
  }

  app.get('/v1/profile/account/:name', scoped, async (c) => {
    const fullName = `${label(c.req.param('name'))}${suffix}`
    const record = await lookupName(deps.storage, fullName)
    if (!record) throw new NotFoundError(`Name ${fullName}`)
    return c.json(record satisfies CloudAnswer<'lookupName'>)
  })

  app.get('/v1/profile/reverse/:address', scoped, async (c) => {
    const address = parseInput(evmAddressSchema, c.req.param('address'))
    const records = await reverseLookupNames(deps.storage, address)
    return c.json(records satisfies CloudAnswer<'reverseLookupName'>)
  })

  app.get('/v1/profile/suggestions/:name', scoped, async (c) => {
    const input = parseInput(nameParam, c.req.param('name'))
    const suggestions = await suggestNames(deps.storage, input, suffix)
    return c.json({ suggestions } satisfies CloudAnswer<'getNameSuggestions'>)
  })

  app.post('/v1/profile/account', scoped, async (c) => {
    const body = parseInput(registerNameSchema, await readJsonBody(c.req))
    const record = await registerName(deps.storage, body, suffix)
    return c.json(record satisfies CloudAnswer<'registerName'>, 201)
  })

  return app
}
