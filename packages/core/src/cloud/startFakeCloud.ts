import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type {
  CloudNameRecord,
  CloudNft,
  CloudRemoteFeatures,
  CloudTokenBalance,
  CloudTransaction,
  CloudWallet,
  RegisterNameBody,
} from '@portico/cloud-contract'

/** The suffix of the fake cloud's names (the real cloud's default NAME_SUFFIX). */
export const NAME_SUFFIX = '.portico.id'

/** A request the fake cloud received. */
export interface FakeCloudRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

export interface FakeCloudAnswer {
  status: number
  body: unknown
}

/** The error answers of Portico Cloud (apps/cloud/src/errors/errors.ts), status and JSON body. */
export const CLOUD_ERRORS = {
  invalidProjectId: { status: 403, body: { error: 'invalid_project_id', message: 'Invalid Project ID' } },
  projectNotConfigured: {
    status: 403,
    body: { error: 'project_not_configured', message: 'Project ID Not Configured' },
  },
  originNotAllowlisted: {
    status: 403,
    body: {
      error: 'origin_not_allowlisted',
      message: 'origin not allowlisted',
      details: { origin: 'https://evil.example' },
    },
  },
  rateLimited: {
    status: 429,
    body: { error: 'rate_limited', message: 'Too many requests', details: { retryAfterSeconds: 60 } },
  },
  serverError: { status: 500, body: { error: 'server_error', message: 'Server Error' } },
} as const satisfies Record<string, FakeCloudAnswer>

export interface FakeCloud {
  url: string
  /** Every request, oldest first. */
  requests: FakeCloudRequest[]
  features: CloudRemoteFeatures
  allowedOrigins: string[]
  analyticsEnabled: boolean
  wallets: CloudWallet[]
  balances: CloudTokenBalance[]
  nfts: CloudNft[]
  /** The history of every address, newest first, in one page. */
  transactions: CloudTransaction[]
  identity: { name: string | null; avatar: string | null }
  /** Registered names (suffix `.portico.id`); a registration adds one. Signatures are not checked here. */
  names: CloudNameRecord[]
  /** Answers a path (e.g. '/projects/v1/origins') with this instead; undefined answers normally again. */
  fail(path: string, answer: FakeCloudAnswer | undefined): void
  /** Holds the next answer to a path until the returned release function is called. */
  hold(path: string): () => void
  stop(): Promise<void>
}

/** `count` registry wallets named 'Wallet 1'..'Wallet n' on Ethereum mainnet. */
export function fakeWallets(count: number): CloudWallet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    image_id: `image-${index + 1}`,
    rdns: `com.wallet${index + 1}`,
    chains: ['eip155:1'],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
  }))
}

function listOf(value: string | undefined): string[] {
  return value ? value.split(',') : []
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : undefined
}

/**
 * A stand-in for Portico Cloud in unit tests, on 127.0.0.1 and a free port: the wallet API and
 * blockchain API paths, answering with the real cloud's shapes, filters and error bodies, and
 * recording every request. It runs the cloud's contract suite (`@portico/cloud-contract/testing`) as the
 * real cloud does, so it cannot drift from it.
 */
export async function startFakeCloud(): Promise<FakeCloud> {
  const failures = new Map<string, FakeCloudAnswer>()
  const holds = new Map<string, Promise<void>>()
  const cloud = {
    requests: [] as FakeCloudRequest[],
    features: {
      email: true,
      socials: ['google', 'github'],
      swaps: ['1inch'],
      onramp: ['meld'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
    } as CloudRemoteFeatures,
    allowedOrigins: ['https://app.example.com'],
    analyticsEnabled: true,
    wallets: fakeWallets(120),
    balances: [] as CloudTokenBalance[],
    nfts: [] as CloudNft[],
    transactions: [] as CloudTransaction[],
    identity: { name: null, avatar: null } as FakeCloud['identity'],
    names: [] as CloudNameRecord[],
  }
  const fullName = (name: string) => {
    const lower = decodeURIComponent(name).toLowerCase()
    return lower.endsWith(NAME_SUFFIX) ? lower : `${lower}${NAME_SUFFIX}`
  }
  const isLabel = (name: string) => /^[a-z0-9-]{4,63}$/.test(name.slice(0, -NAME_SUFFIX.length))

  function register(body: RegisterNameBody): FakeCloudAnswer {
    const message = JSON.parse(body.message) as { name: string; attributes?: Record<string, string> }
    const name = fullName(message.name)
    if (!isLabel(name)) return { status: 400, body: { error: 'invalid_request', message: 'Invalid request' } }
    const address = body.address.toLowerCase()
    const existing = cloud.names.find((record) => record.name === name)
    if (existing && existing.addresses['60']?.address !== address) {
      return { status: 409, body: { error: 'conflict', message: `The name ${name} is already registered` } }
    }
    const now = new Date().toISOString()
    const record: CloudNameRecord = {
      name,
      registered: existing?.registered ?? now,
      updated: now,
      addresses: { [String(body.coinType)]: { address, created: now } },
      attributes: message.attributes ?? {},
    }
    cloud.names = [record, ...cloud.names.filter((other) => other.name !== name)]
    return { status: 201, body: record }
  }

  function answer(path: string, query: Record<string, string>, body: unknown): FakeCloudAnswer {
    const failure = failures.get(path)
    if (failure) return failure
    if (path === '/appkit/v1/config') return { status: 200, body: { features: cloud.features } }
    if (path === '/projects/v1/origins')
      // The real cloud adds its development origins to the frame ancestors; here they are the allowed origins.
      return {
        status: 200,
        body: { allowedOrigins: cloud.allowedOrigins, frameAncestors: cloud.allowedOrigins },
      }
    if (path === '/getAnalyticsConfig') {
      return { status: 200, body: { isAnalyticsEnabled: cloud.analyticsEnabled } }
    }
    if (path === '/e') return { status: 202, body: { accepted: cloud.analyticsEnabled } }
    if (path === '/getWallets') {
      const include = listOf(query.include)
      const exclude = listOf(query.exclude)
      const chains = listOf(query.chains)
      const search = (query.search ?? '').toLowerCase()
      const matches = cloud.wallets.filter(
        (wallet) =>
          (include.length === 0 || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
          wallet.name.toLowerCase().includes(search),
      )
      const entries = Number(query.entries ?? 40)
      const start = (Number(query.page ?? 1) - 1) * entries
      return { status: 200, body: { data: matches.slice(start, start + entries), count: matches.length } }
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path))
      return { status: 200, body: { balances: cloud.balances } }
    if (/^\/v1\/account\/[^/]+\/nfts$/.test(path)) return { status: 200, body: { nfts: cloud.nfts } }
    if (/^\/v1\/account\/[^/]+\/history$/.test(path))
      return { status: 200, body: { data: cloud.transactions, next: null } }
    if (path.startsWith('/v1/identity/')) return { status: 200, body: cloud.identity }
    const [, route, parameter] = /^\/v1\/profile\/(account|reverse|suggestions)\/([^/]+)$/.exec(path) ?? []
    if (route === 'account' && parameter) {
      const record = cloud.names.find((other) => other.name === fullName(parameter))
      return record
        ? { status: 200, body: record }
        : { status: 404, body: { error: 'not_found', message: `Name ${fullName(parameter)} not found` } }
    }
    if (route === 'reverse' && parameter) {
      const address = parameter.toLowerCase()
      return {
        status: 200,
        body: cloud.names.filter((record) => record.addresses['60']?.address === address),
      }
    }
    if (route === 'suggestions' && parameter) {
      const base = fullName(parameter).slice(0, -NAME_SUFFIX.length)
      const free = [base, `${base}-id`, `${base}-web3`]
        .map((label) => `${label}${NAME_SUFFIX}`)
        .filter((name) => !cloud.names.some((record) => record.name === name))
      return { status: 200, body: { suggestions: free.map((name) => ({ name, registered: false })) } }
    }
    if (path === '/v1/profile/account') return register(body as RegisterNameBody)
    return { status: 404, body: { error: 'not_found', message: 'Route not found' } }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(url.searchParams)
    const body = await readBody(request)
    cloud.requests.push({ method: request.method ?? 'GET', path: url.pathname, query, body })
    const held = holds.get(url.pathname)
    holds.delete(url.pathname)
    await held
    const { status, body: answerBody } = answer(url.pathname, query, body)
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answerBody))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return Object.assign(cloud, {
    url: `http://127.0.0.1:${port}`,
    fail: (path: string, failure: FakeCloudAnswer | undefined) => {
      if (failure) failures.set(path, failure)
      else failures.delete(path)
    },
    hold(path: string) {
      let release: () => void = () => undefined
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = resolve
        }),
      )
      return () => release()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
