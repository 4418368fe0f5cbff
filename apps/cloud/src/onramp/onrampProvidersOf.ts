import type { CloudConfig } from '../config/CloudConfig.js'
import type { Project } from '../projects/Project.js'
import { createOnrampProviderClient } from './createOnrampProviderClient.js'
import { ONRAMP_PROVIDERS, type OnrampProviderName } from './OnrampConfig.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'
import { OnrampDisabledError, OnrampNotConfiguredError } from './onrampErrors.js'

const DEFAULT_TIMEOUT_MS = 10_000

export type OnrampProviders = {
  /** The configured providers the project enables (its remote feature `onramp`), in the project's order. */
  forProject(project: Project): OnrampProviderClient[]
  /** A configured provider by name (webhooks), whatever the project. */
  byName(name: string): OnrampProviderClient | undefined
}

/**
 * The cloud's on-ramp providers from its settings. A project whose `onramp` list is empty answers 403
 * onramp_disabled; one whose providers this cloud has no settings for answers 503 onramp_not_configured.
 */
export function onrampProvidersOf(config: CloudConfig): OnrampProviders {
  const settings = config.onramp ?? { providers: {}, timeoutMs: DEFAULT_TIMEOUT_MS }
  const clients = new Map<string, OnrampProviderClient>()
  for (const name of ONRAMP_PROVIDERS) {
    const provider = settings.providers[name]
    if (provider) clients.set(name, createOnrampProviderClient(name, provider, settings.timeoutMs))
  }
  return {
    forProject(project) {
      const listed = project.features.onramp
      if (listed.length === 0) throw new OnrampDisabledError()
      const found = listed.flatMap((name) => clients.get(name) ?? [])
      if (found.length === 0) throw new OnrampNotConfiguredError()
      return found
    },
    byName: (name) => clients.get(name as OnrampProviderName),
  }
}
