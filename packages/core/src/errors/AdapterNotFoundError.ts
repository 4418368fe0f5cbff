import type { ChainNamespace } from '../types/namespace.js'
import { missingAdapterHint } from './adapterPackages.js'
import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/**
 * No adapter serves a namespace: "Adapter for namespace {ns} doesn't exist" (its details name the package
 * and function to add), or 'Adapter not found'.
 */
export class AdapterNotFoundError extends PorticoError {
  override name = 'AdapterNotFoundError'
  readonly namespace: ChainNamespace | undefined

  constructor({ namespace }: { namespace?: ChainNamespace } = {}) {
    super(
      namespace
        ? formatCoreMessage('ADAPTER_NAMESPACE_MISSING', { namespace })
        : formatCoreMessage('ADAPTER_NOT_FOUND'),
      namespace
        ? { code: 'ADAPTER_NAMESPACE_MISSING', details: missingAdapterHint(namespace) }
        : { code: 'ADAPTER_NOT_FOUND' },
    )
    this.namespace = namespace
  }
}
