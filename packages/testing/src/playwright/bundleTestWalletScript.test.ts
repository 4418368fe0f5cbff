import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bundleTestWalletScript } from './bundleTestWalletScript.js'

describe('bundleTestWalletScript', () => {
  it('leaves the Polkadot libraries out when asked, and still defines the installer', async () => {
    const all = await bundleTestWalletScript()
    const withoutPolkadot = await bundleTestWalletScript({ polkadot: false })
    expect(all).toContain('injectedWeb3')
    expect(withoutPolkadot).not.toContain('injectedWeb3')
    expect(withoutPolkadot.length).toBeLessThan(all.length * 0.6)
    // What the script reads of a browser at its start; the installer itself runs only in pages.
    const { TextEncoder, TextDecoder, crypto, URL, atob, btoa } = globalThis
    const page: Record<string, unknown> = { TextEncoder, TextDecoder, crypto, URL, atob, btoa }
    page.globalThis = page
    runInNewContext(withoutPolkadot, page)
    expect(typeof page.__porticoInstallTestWallets).toBe('function')
  }, 60_000)
})
