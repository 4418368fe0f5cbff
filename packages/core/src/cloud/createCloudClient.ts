import type { CloudAnswer } from '@portico/cloud-contract'
import { HttpError } from '../errors/HttpError.js'
import { createHttpClient } from '../http/createHttpClient.js'
import type { CloudClient, CloudIdentity } from './CloudClient.js'

export interface CreateCloudClientParameters {
  /** Base URL of the Portico Cloud, e.g. http://127.0.0.1:8787 */
  cloudUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  /** Defaults to the global fetch, looked up at request time. */
  fetch?: typeof fetch
  /** Aborts every request, pending or later, with its reason (the instance's destroy()). */
  signal?: AbortSignal
}

/**
 * The typed client of the Portico Cloud API (docs/behaviour.md#calls wallet API, blockchain API), over the generic
 * HTTP client; its answers are typed by the cloud's contract (`@portico/cloud-contract`). It makes no
 * request until a method is called.
 * @example
 * const cloud = createCloudClient({ cloudUrl, projectId, sdkType: 'portico', sdkVersion: '1.0.0' })
 * const { data, count } = await cloud.getWallets({ page: 1, entries: 40 })
 */
export function createCloudClient({
  cloudUrl,
  projectId,
  sdkType,
  sdkVersion,
  fetch,
  signal,
}: CreateCloudClientParameters): CloudClient {
  const http = createHttpClient({
    baseUrl: cloudUrl,
    ...(fetch ? { fetch } : {}),
    ...(signal ? { signal } : {}),
  })
  const common = { projectId, st: sdkType, sv: sdkVersion }
  const base = cloudUrl.replace(/\/+$/, '')

  return {
    async getConfig() {
      const answer = await http.get<CloudAnswer<'getConfig'>>({
        path: '/appkit/v1/config',
        params: common,
      })
      return answer.features
    },
    async getOrigins() {
      const answer = await http.get<CloudAnswer<'getOrigins'>>({
        path: '/projects/v1/origins',
        params: common,
      })
      return answer.allowedOrigins
    },
    getWallets: ({ signal, ...query }) =>
      http.get<CloudAnswer<'getWallets'>>({
        path: '/getWallets',
        params: { ...common, ...query },
        ...(signal ? { signal } : {}),
      }),
    getWalletImageUrl: (imageId) => `${base}/getWalletImage/${encodeURIComponent(imageId)}`,
    getAnalyticsConfig: () =>
      http.get<CloudAnswer<'getAnalyticsConfig'>>({ path: '/getAnalyticsConfig', params: common }),
    async sendEvent(body) {
      await http.post({ path: '/e', params: common, body })
    },
    async getBalances({ address, caipNetworkId }) {
      const answer = await http.get<CloudAnswer<'getBalances'>>({
        path: `/v1/account/${encodeURIComponent(address)}/balance`,
        params: { ...common, chainId: caipNetworkId },
      })
      return answer.balances
    },
    async getNfts({ address, caipNetworkId }) {
      const answer = await http.get<CloudAnswer<'getNfts'>>({
        path: `/v1/account/${encodeURIComponent(address)}/nfts`,
        params: { ...common, chainId: caipNetworkId },
      })
      return answer.nfts
    },
    async getIdentity({ address }) {
      const answer = await http.get<CloudAnswer<'getIdentity'>>({
        path: `/v1/identity/${encodeURIComponent(address)}`,
        params: common,
      })
      const identity: CloudIdentity = { name: answer.name ?? undefined, avatar: answer.avatar ?? undefined }
      return identity
    },
    async lookupName({ name }) {
      try {
        return await http.get<CloudAnswer<'lookupName'>>({
          path: `/v1/profile/account/${encodeURIComponent(name)}`,
          params: common,
        })
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined
        throw error
      }
    },
    reverseLookupName: ({ address }) =>
      http.get<CloudAnswer<'reverseLookupName'>>({
        path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        params: common,
      }),
    async getNameSuggestions({ name }) {
      const answer = await http.get<CloudAnswer<'getNameSuggestions'>>({
        path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        params: common,
      })
      return answer.suggestions.map((suggestion) => ({ name: suggestion.name }))
    },
    registerName: (body) =>
      http.post<CloudAnswer<'registerName'>>({ path: '/v1/profile/account', params: common, body }),
  }
}
