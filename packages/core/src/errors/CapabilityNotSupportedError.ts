import type { AdapterCapability } from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** The namespace's adapter lacks an optional capability (no stubs: core reports this instead). */
export class CapabilityNotSupportedError extends PorticoError {
  override name = 'CapabilityNotSupportedError'
  readonly capability: AdapterCapability | (string & {})
  readonly namespace: ChainNamespace

  constructor({
    capability,
    namespace,
  }: { capability: AdapterCapability | (string & {}); namespace: ChainNamespace }) {
    super(formatCoreMessage('CAPABILITY_NOT_SUPPORTED', { capability, namespace }), {
      code: 'CAPABILITY_NOT_SUPPORTED',
      values: { capability, namespace },
    })
    this.capability = capability
    this.namespace = namespace
  }
}
