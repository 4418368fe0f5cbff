import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LAB_CLOUD_PATH } from '../src/cloud/labCloudPath.js'

/**
 * Serves the cloud endpoint file (`{ "url": "http://127.0.0.1:<port>" }`, written by the browser tests'
 * global setup; PORTICO_CLOUD_FILE names it) at {@link LAB_CLOUD_PATH}, read on every request like the
 * devnet file. 404 without a file: the page then uses its default cloud URL.
 */
export function labCloudEndpoint(workspaceRoot: string): Plugin {
  const file = process.env.PORTICO_CLOUD_FILE && resolve(workspaceRoot, process.env.PORTICO_CLOUD_FILE)
  return {
    name: 'portico-lab-cloud',
    configureServer(server) {
      server.middlewares.use(LAB_CLOUD_PATH, serveCloudFile)
    },
    configurePreviewServer(server) {
      server.middlewares.use(LAB_CLOUD_PATH, serveCloudFile)
    },
  }

  function serveCloudFile(_request: IncomingMessage, response: ServerResponse): void {
    response.setHeader('content-type', 'application/json')
    response.setHeader('cache-control', 'no-store')
    const missing = () => {
      response.statusCode = 404
      response.end(JSON.stringify({ error: 'No cloud endpoint file' }))
    }
    if (!file) {
      missing()
      return
    }
    readFile(file, 'utf8').then((text) => response.end(text), missing)
  }
}
