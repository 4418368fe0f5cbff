import type { Page } from './labTest.js'

/**
 * Sends an EIP-1193 request through the app's own wagmi connection (the connector's provider, as wagmi's actions
 * reach it): its result, or its error's code and message.
 */
export function providerRequest(
  page: Page,
  method: string,
  params: unknown[],
): Promise<{ ok: true; result: unknown } | { ok: false; code?: number; message?: string }> {
  return page.evaluate(
    async ({ method, params }) => {
      type Connection = {
        connector: { getProvider(): Promise<{ request(args: unknown): Promise<unknown> }> }
      }
      const { wagmiConfig } = (
        window as unknown as {
          __porticoLab: { wagmiConfig: { state: { current: string; connections: Map<string, Connection> } } }
        }
      ).__porticoLab
      const connection = wagmiConfig.state.connections.get(wagmiConfig.state.current)
      const provider = await connection?.connector.getProvider()
      try {
        return { ok: true as const, result: await provider?.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { ok: false as const, code, message }
      }
    },
    { method, params },
  )
}
