import type { IncomingMessage } from 'node:http'
import { upgradeWebSocket } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import type { WSEvents } from 'hono/ws'
import { CloudError } from '../errors/CloudError.js'
import {
  InvalidProjectIdError,
  MissingProjectIdError,
  OriginNotAllowedError,
  ProjectNotConfiguredError,
} from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'
import { createLogThrottle } from '../log/createLogThrottle.js'
import { isOriginAllowed } from '../projects/isOriginAllowed.js'
import { projectIdSchema } from '../projects/projectIdSchema.js'
import type { RelayClient } from './createRelay.js'
import { isRelayAudience } from './isRelayAudience.js'
import { publicRelayUrl } from './publicRelayUrl.js'
import { type RelayCloseRefusal, relayCloseRefusal } from './relayCloseRefusal.js'
import { RelayUnauthorizedError, RelayUpgradeRequiredError } from './relayErrors.js'
import { RELAY_PATH } from './relayPath.js'
import { takeRelayConnection } from './takeRelayConnection.js'
import { RelayAuthError, verifyRelayJwt } from './verifyRelayJwt.js'

/** A client address's refused sockets write one log line per this long (with how many were not logged). */
const REFUSAL_LOG_WINDOW_MS = 60_000

/** `outgoing` is unset on the node server's upgrade path: a request with a response object is no upgrade. */
type RelayEnv = {
  Bindings: { incoming?: IncomingMessage; outgoing?: unknown }
  Variables: { relayClient: RelayClient; relayRefusal: RelayCloseRefusal }
}

/**
 * `GET /relay` upgraded to a WebSocket: the WalletConnect relay. The upgrade is refused with the API's JSON errors
 * (the HTTP status reaches the client) unless the relay has room for the socket (its own budget, and each client
 * address's share: 503 and 429, before anything else is done), the address has not opened too many sockets this
 * minute (429), `auth` is a valid client JWT for this relay, `projectId` is a configured project, and a browser's
 * Origin is one the project allows. An unknown project and a JWT issued in the future (the client's clock is ahead)
 * are told through the socket instead: it is accepted and closed at once with a code and reason a browser can read
 * (relayCloseRefusal).
 */
export function relayRoutes(deps: CloudDeps): Hono<RelayEnv> {
  const app = new Hono<RelayEnv>()
  const log = deps.logger.child({ component: 'relay' })
  const refusals = createLogThrottle({ windowMs: REFUSAL_LOG_WINDOW_MS })
  app.get(
    RELAY_PATH,
    async (c, next) => {
      const clientAddress = deps.clientAddress(c)
      try {
        c.set('relayClient', await admit(c, clientAddress))
      } catch (error) {
        // A refused upgrade carries its status only (two refusals a close code): the reason is in the node's log, once
        // a minute per address.
        if (error instanceof CloudError)
          refusals.write(clientAddress, (notLogged) =>
            log.info('relay: socket refused', { code: error.code, reason: error.message, notLogged }),
          )
        const refusal = relayCloseRefusal(error)
        if (!refusal) throw error
        c.set('relayRefusal', refusal)
      }
      await next()
    },
    upgradeWebSocket((c) => {
      const refusal = c.get('relayRefusal')
      return refusal ? closedAtOnce(refusal) : deps.relay.events(c.get('relayClient'))
    }),
  )

  async function admit(c: Context<RelayEnv>, clientAddress: string): Promise<RelayClient> {
    const req = c.req
    if (req.header('upgrade')?.toLowerCase() !== 'websocket' || c.env.outgoing !== undefined)
      throw new RelayUpgradeRequiredError()
    const socket = c.env.incoming?.socket
    if (socket) deps.relay.budget.admit(clientAddress, socket)
    await takeRelayConnection({
      rateLimiter: deps.rateLimiter,
      clientAddress,
      perMinute: deps.relay.limits.connectionsPerAddressPerMinute,
    })
    const auth = req.query('auth')
    if (!auth) throw new RelayUnauthorizedError('the auth query parameter is missing')
    const relayUrl = publicRelayUrl(deps.config.relayUrl, deps.publicUrl())
    let clientId: string
    try {
      clientId = verifyRelayJwt(auth, (aud) => isRelayAudience(aud, relayUrl), {
        maxLifetimeSeconds: deps.relay.limits.maxJwtLifetimeSeconds,
      }).iss
    } catch (error) {
      if (error instanceof RelayAuthError) throw new RelayUnauthorizedError(error.message, error)
      throw error
    }
    const projectId = req.query('projectId')
    if (!projectId) throw new MissingProjectIdError()
    if (!projectIdSchema.safeParse(projectId).success) throw new InvalidProjectIdError()
    const project = await deps.projects.get(projectId)
    if (!project) throw new InvalidProjectIdError()
    if (project.allowedOrigins.length === 0) throw new ProjectNotConfiguredError()
    const origin = req.header('origin')
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
      throw new OriginNotAllowedError(origin)
    }
    return { clientId, projectId: project.id, clientAddress }
  }
  return app
}

/** The events of a socket accepted only to be told why it is refused: closed as soon as it opens, reading nothing. */
function closedAtOnce({ code, reason }: RelayCloseRefusal): WSEvents {
  return {
    onOpen(_event, ws) {
      ws.close(code, reason)
    },
  }
}
