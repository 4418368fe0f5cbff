import { DevnetError } from './DevnetError.js'

/** A namespace was asked for that the devnet does not provide. */
export class UnknownNamespaceError extends DevnetError {
  override name = 'UnknownNamespaceError'

  constructor({ namespace, known }: { namespace: string; known: readonly string[] }) {
    super({
      code: 'DEVNET_UNKNOWN_NAMESPACE',
      shortMessage: `Unknown devnet namespace "${namespace}".`,
      details: `Known namespaces: ${known.join(', ')}`,
    })
  }
}
