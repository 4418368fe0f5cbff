import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LAB_DEVNET_PATH } from '../src/devnet/labDevnetPath.js'

/**
 * Serves the devnet file (written by `pnpm lab`, `pnpm devnet` or the browser tests' global setup) at
 * {@link LAB_DEVNET_PATH}. Read on every request, so the page and the devnet can start in any order and
 * ephemeral ports work. The path mirrors @portico/devnet's devnetFilePath (vite loads this file with plain
 * Node, which cannot import the workspace's TypeScript sources).
 */
export function labDevnetEndpoint(workspaceRoot: string): Plugin {
  const file = resolve(workspaceRoot, process.env.PORTICO_DEVNET_FILE ?? '.devnet/endpoints.json')
  return {
    name: 'portico-lab-devnet',
    configureServer(server) {
      server.middlewares.use(LAB_DEVNET_PATH, serveDevnetFile)
    },
    configurePreviewServer(server) {
      server.middlewares.use(LAB_DEVNET_PATH, serveDevnetFile)
    },
  }

  function serveDevnetFile(_request: IncomingMessage, response: ServerResponse): void {
    readFile(file, 'utf8').then(
      (text) => {
        response.setHeader('content-type', 'application/json')
        response.setHeader('cache-control', 'no-store')
        response.end(text)
      },
      () => {
        response.statusCode = 404
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ error: `No devnet file at ${file}` }))
      },
    )
  }
}
