import type { SignClientContext } from '../SignClientContext.js'

/** Keeps `topic`'s key and subscribes to it at the relay. */
export async function listenToTopic(
  { keys, relay }: Pick<SignClientContext, 'keys' | 'relay'>,
  topic: string,
  symKey: string,
): Promise<void> {
  keys.set(topic, symKey)
  await relay.subscribe(topic)
}
