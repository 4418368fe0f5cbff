/** Where `pnpm lab` serves its three sites, each port from the environment or its default. */
export interface LabSites {
  /** The lab page: http://127.0.0.1:`LAB_PORT` (5173). */
  labPort: number
  labUrl: string
  /**
   * The embedded wallet's secure site: http://localhost:`SECURE_PORT` (4410), another site than the lab's
   * 127.0.0.1 (and still a secure context, which WebCrypto needs), so the frame is cross-site as on a real dapp.
   */
  securePort: number
  secureUrl: string
  /** Portico Cloud: http://127.0.0.1:`CLOUD_PORT` (8787). */
  cloudPort: number
  cloudUrl: string
}

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const port = Number(text)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new RangeError(`${name} is a port number from 1 to 65535, not "${text}"`)
  return port
}

/** The sites of `pnpm lab` for `env` (LAB_PORT, SECURE_PORT, CLOUD_PORT). */
export function labSitesOf(env: NodeJS.ProcessEnv = process.env): LabSites {
  const labPort = portOf(env, 'LAB_PORT', 5173)
  const securePort = portOf(env, 'SECURE_PORT', 4410)
  const cloudPort = portOf(env, 'CLOUD_PORT', 8787)
  return {
    labPort,
    labUrl: `http://127.0.0.1:${labPort}`,
    securePort,
    secureUrl: `http://localhost:${securePort}`,
    cloudPort,
    cloudUrl: `http://127.0.0.1:${cloudPort}`,
  }
}
