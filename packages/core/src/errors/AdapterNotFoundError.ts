import type { ChainNamespace } from '../types/namespace.js'
import { formatMessage } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** No adapter serves a namespace: "Adapter for namespace {ns} doesn't exist", or 'Adapter not found'. */
export class AdapterNotFoundError extends PorticoError {
  override name = 'AdapterNotFoundError'
  readonly namespace: ChainNamespace | undefined

  constructor({ namespace }: { namespace?: ChainNamespace } = {}) {
    super(
      namespace
        ? formatMessage('ADAPTER_NAMESPACE_MISSING', { namespace })
        : formatMessage('ADAPTER_NOT_FOUND'),
      { code: namespace ? 'ADAPTER_NAMESPACE_MISSING' : 'ADAPTER_NOT_FOUND' },
    )
    this.namespace = namespace
  }
}
