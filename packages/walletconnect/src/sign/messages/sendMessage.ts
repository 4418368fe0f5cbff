import { sealEnvelope } from '../../crypto/envelope.js'
import type { SignClientContext } from '../SignClientContext.js'

/** Seals `payload` with `topic`'s key and publishes it with the relay tag and TTL of its method. */
export async function sendMessage(
  { keys, relay }: Pick<SignClientContext, 'keys' | 'relay'>,
  topic: string,
  payload: object,
  tag: number,
  ttl: number,
): Promise<void> {
  const symKey = keys.get(topic)
  if (!symKey) throw new Error(`No key for topic ${topic}`)
  await relay.publish(topic, sealEnvelope(symKey, JSON.stringify(payload)), { ttl, tag })
}
