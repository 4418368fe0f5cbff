import type { SiwxHost, SiwxMessageInput } from '@portico/core'
import { createNonce } from './createNonce.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessenger } from './SiwxMessenger.js'

export interface Caip122MessengerParameters {
  /** Default: the page's host (else the metadata URL's). */
  domain?: string | undefined
  /** Default: the page's URL (else the metadata URL). */
  uri?: string | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  /** How long a session lasts; default none (the message has no expiration time). */
  expiresInMs?: number | undefined
  /** Where nonces come from; default a random 16-character one made here. */
  getNonce?: ((input: SiwxMessageInput) => Promise<string>) | undefined
  now?: (() => Date) | undefined
}

function pageLocation(): { host: string; href: string } | undefined {
  const location = (globalThis as { location?: { host: string; href: string } }).location
  return location?.host ? location : undefined
}

/**
 * CAIP-122 messages: EIP-4361 text for eip155, the same lines naming the namespace's account for
 * the others, bound to the page (domain, URI) and carrying a fresh nonce.
 */
export function caip122Messenger(parameters: Caip122MessengerParameters = {}): SiwxMessenger {
  const now = parameters.now ?? (() => new Date())
  return {
    format: formatSiwxMessage,
    async createMessage(input, host: SiwxHost | undefined) {
      const metadataUrl = host?.metadata?.url ? new URL(host.metadata.url) : undefined
      const issued = now()
      const data = {
        ...input,
        domain: parameters.domain ?? pageLocation()?.host ?? metadataUrl?.host ?? 'localhost',
        uri: parameters.uri ?? pageLocation()?.href ?? metadataUrl?.href ?? 'http://localhost/',
        version: '1',
        nonce: parameters.getNonce ? await parameters.getNonce(input) : createNonce(),
        issuedAt: issued.toISOString(),
        ...(parameters.statement === undefined ? {} : { statement: parameters.statement }),
        ...(parameters.resources === undefined ? {} : { resources: parameters.resources }),
        ...(parameters.expiresInMs === undefined
          ? {}
          : { expirationTime: new Date(issued.getTime() + parameters.expiresInMs).toISOString() }),
      }
      return { ...data, serializedMessage: formatSiwxMessage(data) }
    },
  }
}
