import type { CosmosEvent } from './CosmosEvent.js'

/** An indexed ABCI event from a type and its attributes. */
export function toCosmosEvent(type: string, attributes: Record<string, string>): CosmosEvent {
  return { type, attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })) }
}
