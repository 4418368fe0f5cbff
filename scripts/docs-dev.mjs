// `pnpm docs:dev`: builds the docs site, serves docs-site/dist on http://127.0.0.1:5180 (PORT to change), and builds
// it again after a Markdown file or a package's source changes (TypeDoc's own --watch does not support the
// `packages` strategy). `pnpm docs:dev --guides` leaves the API reference out: a build in seconds while you write.
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync, watch } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const site = join(root, 'docs-site/dist')
const port = Number(process.env.PORT ?? 5180)
const guidesOnly = process.argv.includes('--guides')
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let building
let again = false
function build() {
  if (building) {
    again = true
    return
  }
  const typedoc = spawn('pnpm', ['exec', 'typedoc', '--options', 'docs-site/typedoc.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: guidesOnly ? { ...process.env, PORTICO_DOCS_GUIDES_ONLY: '1' } : process.env,
  })
  building = typedoc
  typedoc.on('exit', () => {
    building = undefined
    console.log(`docs: http://127.0.0.1:${port}/ (reload the page)`)
    if (again) {
      again = false
      build()
    }
  })
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    building?.kill(signal)
    process.exit(0)
  })

const watched = (name) =>
  /\.(md|ts|tsx)$/.test(name) && !/(^|\/)(node_modules|dist)\//.test(name) && !name.endsWith('.test.ts')
for (const folder of ['docs', 'packages', 'apps']) {
  watch(join(root, folder), { recursive: true }, (_event, name) => {
    if (name && watched(name)) build()
  })
}
watch(join(root, 'README.md'), build)

createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname))
  let file = join(site, path)
  if (!file.startsWith(site)) file = site
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) {
    response
      .writeHead(404, { 'content-type': 'text/plain' })
      .end('no such page (or the first build is not done)')
    return
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1', () => build())
