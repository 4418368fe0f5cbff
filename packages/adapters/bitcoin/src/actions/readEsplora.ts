import type { Network } from '@portico/core'
import { EsploraRequestError } from '../errors/EsploraRequestError.js'
import { esploraUrlOf } from './esploraUrlOf.js'

/** GETs an Esplora route of the network (e.g. `/address/bc1…/utxo`) and parses its JSON answer. */
export async function readEsplora<Answer>(
  network: Pick<Network, 'rpcUrls' | 'caipNetworkId'>,
  path: string,
  signal?: AbortSignal,
): Promise<Answer> {
  const url = `${esploraUrlOf(network)}${path}`
  const response = await fetch(url, signal ? { signal } : {})
  if (!response.ok)
    throw new EsploraRequestError({ url, status: response.status, body: await response.text() })
  return (await response.json()) as Answer
}
