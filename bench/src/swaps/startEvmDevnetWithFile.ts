import { join } from 'node:path'
import { type Devnet, startDevnet, writeDevnetFile } from '@portico/devnet'

/**
 * The devnet's EVM chains on ephemeral ports (each with its Uniswap v2 market) and their devnet file in `dir`, the file a
 * cloud in development reads (DEVNET_ENDPOINTS_FILE) for the chains' RPC and the swap market. Stopped again when the
 * file cannot be written.
 */
export async function startEvmDevnetWithFile(
  dir: string,
): Promise<{ devnet: Devnet<'eip155'>; file: string }> {
  const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
  try {
    const file = join(dir, 'endpoints.json')
    await writeDevnetFile(file, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      eip155: devnet.eip155,
    })
    return { devnet, file }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
