import { expect, type Page } from '@playwright/test'

/** The EVM and Solana addresses of the embedded wallet, as the page's Portico state holds them. */
export interface EmbeddedAddresses {
  evm: string
  solana: string
}

function readAddresses(page: Page) {
  return page.evaluate(() => {
    const chains = (
      window as unknown as {
        __porticoLab: {
          portico: { state: { chains: Record<string, { accountState: { address?: string } } | undefined> } }
        }
      }
    ).__porticoLab.portico.state.chains
    return {
      evm: chains.eip155?.accountState.address ?? '',
      solana: chains.solana?.accountState.address ?? '',
    }
  })
}

/**
 * Waits until the embedded wallet's login connected both of its namespaces and gives their addresses. The auth
 * connector connects eip155 and solana side by side, so the active namespace's status may say 'connected' before
 * the other namespace's account is applied: a test reading the Solana address must wait for it, not assume it.
 */
export async function embeddedAddresses(page: Page): Promise<EmbeddedAddresses> {
  await expect
    .poll(() => readAddresses(page), { message: 'the embedded wallet connects eip155 and solana' })
    .toEqual({
      evm: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      solana: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    })
  return readAddresses(page)
}
