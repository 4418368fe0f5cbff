import type { Page } from '@playwright/test'
import type { LabDevnet } from '../../src/devnet/LabDevnet.js'

/**
 * Gives `address` exactly `wei` on the devnet's first EVM chain (anvil_setBalance: a fresh embedded wallet holds
 * nothing). With the test's page, Portico then reads the balance again at once rather than at its next refresh.
 */
export async function fundEvmAccount(
  devnet: LabDevnet,
  address: string,
  wei: bigint,
  page?: Page,
): Promise<void> {
  const first = devnet.chains[0]
  if (!first) throw new Error('the devnet has no EVM chain')
  const response = await fetch(first.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`anvil_setBalance: ${body.error.message}`)
  await page?.evaluate(() =>
    (
      window as unknown as {
        __porticoLab: { portico: { refreshBalance(p: { force: boolean }): Promise<void> } }
      }
    ).__porticoLab.portico.refreshBalance({ force: true }),
  )
}
