import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CloudConfig } from '../../config/CloudConfig.js'
import { type RunningCloud, startCloud } from '../../startCloud.js'
import { testConfig } from '../testConfig.js'
import { DOWN_CHAIN } from './apiSuiteFixtures.js'

export type ApiSuiteStorage = {
  /** postgres://... for PostgreSQL; undefined for PGlite in the data folder. */
  databaseUrl?: string | undefined
  cleanup(): Promise<void>
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; their shapes are asserted with expect
export type Answer = { status: number; body: any; headers: Headers }

/** What every part of the API suite works with: the cloud under test (restartable) and request helpers. */
export type ApiSuiteClient = {
  readonly cloud: RunningCloud
  readonly storage: ApiSuiteStorage
  config(): CloudConfig
  /** Opens storage and starts the cloud (beforeAll). */
  open(): Promise<void>
  /** Starts a new cloud on the same storage and data folder, after the previous one stopped. */
  restart(): Promise<void>
  /** Stops the cloud and removes storage and data folder (afterAll). */
  close(): Promise<void>
  call(path: string, init?: RequestInit): Promise<Answer>
  admin(path: string, method?: string, body?: unknown, token?: string): Promise<Answer>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>
  event(props: Record<string, unknown>): Record<string, unknown>
}

/**
 * A client for a cloud started in this process on a free port, on the storage `openStorage` gives, configured by
 * testConfig and `overrides`.
 */
export function createApiSuiteClient(
  openStorage: () => Promise<ApiSuiteStorage>,
  overrides: Partial<CloudConfig> = {},
): ApiSuiteClient {
  let storage: ApiSuiteStorage | undefined
  let dataDir: string | undefined
  let cloud: RunningCloud | undefined
  const started = () => {
    if (!cloud) throw new Error('the API suite cloud is not started')
    return cloud
  }
  const config = () => {
    if (!dataDir || !storage) throw new Error('the API suite storage is not open')
    return testConfig({
      dataDir,
      databaseUrl: storage.databaseUrl,
      rpcUpstreams: { [DOWN_CHAIN]: 'http://127.0.0.1:1' },
      ...overrides,
    })
  }
  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${started().url}${path}`, init)
    const type = response.headers.get('content-type') ?? ''
    const body = type.includes('json') ? await response.json() : await response.text()
    return { status: response.status, body, headers: response.headers }
  }
  return {
    get cloud() {
      return started()
    },
    get storage() {
      if (!storage) throw new Error('the API suite storage is not open')
      return storage
    },
    config,
    async open() {
      storage = await openStorage()
      dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-'))
      cloud = await startCloud(config())
    },
    async restart() {
      cloud = await startCloud(config())
    },
    async close() {
      await cloud?.stop()
      await storage?.cleanup()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
    call,
    admin: (path, method = 'GET', body, token = started().adminToken) =>
      call(`/admin/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    post: (path, body, headers = {}) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    event: (props) => ({
      eventId: crypto.randomUUID(),
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: Date.now(),
      props,
    }),
  }
}
