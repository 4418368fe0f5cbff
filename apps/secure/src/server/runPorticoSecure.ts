import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createProjectOrigins } from './createProjectOrigins.js'
import { createSecureServer } from './createSecureServer.js'
import { exportSite } from './exportSite.js'

export const secureUsage = `Usage: portico-secure            serves the secure site (npx @portico/secure)
       portico-secure export DIR  writes the site and its _headers file to DIR, for a static host
       portico-secure --help

Settings (environment variables; docs/secure-site.md in the Portico repository explains them):
  PORTICO_CLOUD_URL   the Portico Cloud the pages talk to, as browsers reach it (http://127.0.0.1:8787)
  PORTICO_CLOUD_INTERNAL_URL
                      the same cloud as this server reaches it, for each project's allowed origins
                      (PORTICO_CLOUD_URL)
  PORT, HOST          where the server listens (4410, 127.0.0.1; HOST=0.0.0.0 in a container)
  FRAME_ANCESTORS     export only: the dapp origins allowed to embed the frame, comma-separated
                      (the server asks the cloud for each project's allowed origins instead)`

export type RunPorticoSecureParameters = {
  args: readonly string[]
  env: NodeJS.ProcessEnv
  /** The built site; the package's `dist/site` by default. */
  siteDir?: string
  print(text: string): void
  printError(text: string): void
}

/** The `portico-secure` command: serves the built site, or exports it for a static host. Resolves to the exit code. */
export async function runPorticoSecure({
  args,
  env,
  siteDir = fileURLToPath(new URL('../site/', import.meta.url)),
  print,
  printError,
}: RunPorticoSecureParameters): Promise<number> {
  const [first, target] = args
  if (first === '--help' || first === '-h' || first === 'help') {
    print(secureUsage)
    return 0
  }
  const cloudUrl = readUrl(env, 'PORTICO_CLOUD_URL', 'http://127.0.0.1:8787')
  const internalUrl = readUrl(env, 'PORTICO_CLOUD_INTERNAL_URL', cloudUrl ?? '')
  if (!cloudUrl || !internalUrl) {
    printError('PORTICO_CLOUD_URL and PORTICO_CLOUD_INTERNAL_URL are http(s) URLs of Portico Cloud')
    return 1
  }
  if (first === 'export') {
    if (!target) {
      printError(`export needs a folder\n\n${secureUsage}`)
      return 1
    }
    const frameAncestors = (env.FRAME_ANCESTORS ?? '').split(',').map((entry) => entry.trim())
    exportSite({ siteDir, outDir: target, cloudUrl, frameAncestors: frameAncestors.filter(Boolean) })
    print(`secure site written to ${target} (with _headers)`)
    return 0
  }
  if (first !== undefined && first !== 'start') {
    printError(secureUsage)
    return 1
  }
  const port = Number(env.PORT ?? 4410)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    printError(`PORT is a port number, not ${env.PORT}`)
    return 1
  }
  const server = createSecureServer({
    siteDir,
    cloudUrl,
    projectOrigins: createProjectOrigins({ cloudUrl: internalUrl }),
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, env.HOST ?? '127.0.0.1', resolve)
    })
  } catch (error) {
    printError(`cannot listen on ${env.HOST ?? '127.0.0.1'}:${port}: ${(error as Error).message}`)
    return 1
  }
  const { address, port: bound } = server.address() as AddressInfo
  print(
    `secure site on http://${address.includes(':') ? `[${address}]` : address}:${bound} (cloud ${cloudUrl})`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0))
      server.closeAllConnections()
    })
  }
  return 0
}

/** An http(s) URL setting without its trailing slashes; undefined when malformed. */
function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string | undefined {
  const value = (env[name] || fallback).replace(/\/+$/, '')
  return /^https?:\/\/[^\s"<>]+$/.test(value) && URL.canParse(value) ? value : undefined
}
