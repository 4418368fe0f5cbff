import { formatCoreMessage } from '../errors/formatCoreMessage.js'
import { PorticoError } from '../errors/PorticoError.js'
import type { CloudClient } from './CloudClient.js'
import { cloudCodeChunk } from './cloudCodeChunk.js'
import type { CreateCloudClientParameters } from './createCloudClient.js'

type Request = Exclude<keyof CloudClient, 'getWalletImageUrl'>

/** Every request of the client: a record, so a request added to CloudClient fails typecheck until it is listed. */
const REQUESTS: Record<Request, 0> = {
  getConfig: 0,
  getOrigins: 0,
  getWallets: 0,
  getAnalyticsConfig: 0,
  sendEvent: 0,
  getBalances: 0,
  getNfts: 0,
  getIdentity: 0,
  lookupName: 0,
  reverseLookupName: 0,
  getNameSuggestions: 0,
  registerName: 0,
}

/**
 * The instance's cloud client (createCloudClient), its requests' code in the cloud's chunk (`cloudCodeChunk`): a
 * request before the chunk has loaded waits for it; when it does not load, the request fails with
 * NETWORK_UNREACHABLE ('Could not reach the server…') and the next one loads it again. The wallet image's URL
 * needs no request and is built at once.
 */
export function lazyCloudClient(parameters: CreateCloudClientParameters): CloudClient {
  let client: CloudClient | undefined
  const load = async () => {
    const code =
      cloudCodeChunk.current() ??
      (await cloudCodeChunk.load().catch((cause: unknown) => {
        throw new PorticoError(formatCoreMessage('NETWORK_UNREACHABLE'), {
          code: 'NETWORK_UNREACHABLE',
          cause,
        })
      }))
    client ??= code.createCloudClient(parameters)
    return client
  }
  const requests = Object.fromEntries(
    Object.keys(REQUESTS).map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await load())[name as Request] as (...args: unknown[]) => Promise<unknown>)(...args),
    ]),
  ) as Omit<CloudClient, 'getWalletImageUrl'>
  const base = parameters.cloudUrl.replace(/\/+$/, '')
  return {
    ...requests,
    getWalletImageUrl: (imageId) => `${base}/getWalletImage/${encodeURIComponent(imageId)}`,
  }
}
