import type { ChainNamespace } from '../types/namespace.js'
import { eip155SessionDriver } from './eip155SessionDriver.js'
import type { SessionDriver } from './SessionDriver.js'

/** The session drivers core ships: the one place that names a namespace in `sessionAdapter/`. */
const SESSION_DRIVERS: readonly SessionDriver[] = [eip155SessionDriver]

/** The session driver of a namespace; undefined when it has none (its session adapter then only connects). */
export function sessionDriverOf(namespace: ChainNamespace): SessionDriver | undefined {
  return SESSION_DRIVERS.find((driver) => driver.namespace === namespace)
}
