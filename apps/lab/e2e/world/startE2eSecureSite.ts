import { resolve } from 'node:path'
import { build, preview } from 'vite'
import { E2E_LAB_PORT } from './e2ePaths.js'

const secureRoot = resolve(import.meta.dirname, '../../../secure')

export interface E2eSecureSite {
  url: string
  stop(): Promise<void>
}

/**
 * The embedded wallet's secure site for the browser tests: apps/secure built against the run's cloud (its URL is
 * part of the build, as in production: the page cannot choose it) and served by vite preview on `port`. Its URL is
 * on `localhost`, another site than the lab's 127.0.0.1 (and still a secure context, which WebCrypto needs): the frame
 * is a cross-site frame whose storage the browser partitions or blocks, as on a real dapp.
 */
export async function startE2eSecureSite({
  port,
  cloudUrl,
  outDir = `dist/e2e-${E2E_LAB_PORT}`,
}: {
  port: number
  cloudUrl: string
  /** Where in apps/secure it is built: a spec's own secure site must not overwrite the run's. */
  outDir?: string
}) {
  const configFile = resolve(secureRoot, 'vite.config.ts')
  await build({
    root: secureRoot,
    configFile,
    logLevel: 'warn',
    define: { 'import.meta.env.VITE_PORTICO_CLOUD_URL': JSON.stringify(cloudUrl) },
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    root: secureRoot,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((done) => server.httpServer.close(() => done())),
  } satisfies E2eSecureSite
}
