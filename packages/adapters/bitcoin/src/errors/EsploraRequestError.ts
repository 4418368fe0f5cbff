import { PorticoError } from '@portico/core'

/** The network's Esplora API answered a read with an error status. */
export class EsploraRequestError extends PorticoError {
  override name = 'EsploraRequestError'
  readonly status: number

  constructor({ url, status, body }: { url: string; status: number; body: string }) {
    super('Esplora request failed', { details: `${url}: ${status} ${body}` })
    this.status = status
  }
}
