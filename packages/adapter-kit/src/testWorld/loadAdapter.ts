import type { AdapterEvent, ChainAdapter, Network } from '@portico/core'

/** A set-up adapter and the events it emitted. */
export interface LoadedAdapter<A extends ChainAdapter> {
  adapter: A
  events: AdapterEvent[]
}

/**
 * Sets a new adapter up as Portico does on a page load (EIP-6963 and injected discovery on), with
 * `networks`, and records what it emits: the `load` of an adapter's test world.
 */
export async function loadAdapter<A extends ChainAdapter>(
  adapter: A,
  networks: readonly Network[],
): Promise<LoadedAdapter<A>> {
  const events: AdapterEvent[] = []
  await adapter.setup({
    networks,
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  return { adapter, events }
}
