import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bundleTestWalletScript } from './bundleTestWalletScript.js'

/** What the script reads of a browser at its start; the installer itself runs only in pages. */
function blankPage(): Record<string, unknown> {
  const { TextEncoder, TextDecoder, crypto, URL, atob, btoa } = globalThis
  const page: Record<string, unknown> = { TextEncoder, TextDecoder, crypto, URL, atob, btoa }
  page.globalThis = page
  return page
}

const namespaceMarkers = {
  solana: '__porticoSolanaTestWallets',
  bitcoin: '__porticoBitcoinTestWallets',
  cosmos: '__porticoCosmosTestWallets',
  polkadot: 'injectedWeb3',
}

describe('bundleTestWalletScript', () => {
  it('leaves the Polkadot libraries out when asked, and still defines the installer', async () => {
    const all = await bundleTestWalletScript()
    const withoutPolkadot = await bundleTestWalletScript({ polkadot: false })
    expect(all).toContain('injectedWeb3')
    expect(withoutPolkadot).not.toContain('injectedWeb3')
    expect(withoutPolkadot.length).toBeLessThan(all.length * 0.6)
    const page = blankPage()
    runInNewContext(withoutPolkadot, page)
    expect(typeof page.__porticoInstallTestWallets).toBe('function')
  }, 60_000)

  it('carries only the namespaces asked for: EVM alone is under 30 % of the whole, and refuses a Solana wallet', async () => {
    const all = await bundleTestWalletScript()
    const evmOnly = await bundleTestWalletScript({
      solana: false,
      bitcoin: false,
      cosmos: false,
      polkadot: false,
    })
    for (const marker of Object.values(namespaceMarkers)) {
      expect(all).toContain(marker)
      expect(evmOnly).not.toContain(marker)
    }
    expect(evmOnly).toContain('__porticoTestWallets')
    expect(evmOnly.length).toBeLessThan(all.length * 0.3)
    const withSolana = await bundleTestWalletScript({ bitcoin: false, cosmos: false, polkadot: false })
    expect(withSolana).toContain(namespaceMarkers.solana)
    expect(withSolana).not.toContain(namespaceMarkers.cosmos)

    const page = blankPage()
    runInNewContext(evmOnly, page)
    const install = page.__porticoInstallTestWallets as (installation: unknown) => unknown
    expect(() => install({ chains: [], wallets: [], solana: { chains: [], wallets: [] } })).toThrow(
      'The test wallet script was bundled without solana wallets',
    )
  }, 60_000)
})
