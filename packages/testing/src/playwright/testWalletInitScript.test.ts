import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import type { TestWalletInstallation } from '../injection/TestWalletInstallation.js'
import { testWalletInitScript } from './testWalletInitScript.js'

const installation: TestWalletInstallation = { chains: [], wallets: [] }
/** Stands for the bundle: records each installation it is asked for. */
const bundle = 'globalThis.__porticoInstallTestWallets=(i)=>globalThis.installed.push(i)'

function runIn(document: { top: boolean; url: string }, frames: 'all' | 'top'): unknown[] {
  const page: Record<string, unknown> = { installed: [], location: new URL(document.url) }
  page.globalThis = page
  page.top = document.top ? page : {}
  runInNewContext(testWalletInitScript(bundle, installation, frames), page)
  return page.installed as unknown[]
}

describe('testWalletInitScript', () => {
  it("installs in every document with 'all'", () => {
    expect(runIn({ top: true, url: 'http://127.0.0.1:5173/' }, 'all')).toEqual([installation])
    expect(runIn({ top: true, url: 'about:blank' }, 'all')).toEqual([installation])
    expect(runIn({ top: false, url: 'http://localhost:4410/frame' }, 'all')).toEqual([installation])
  })

  it("installs only in the top frame's documents with a URL with 'top'", () => {
    expect(runIn({ top: true, url: 'http://127.0.0.1:5173/?config=evm-default' }, 'top')).toEqual([
      installation,
    ])
    expect(runIn({ top: true, url: 'about:blank' }, 'top')).toEqual([])
    expect(runIn({ top: false, url: 'http://localhost:4410/frame' }, 'top')).toEqual([])
    expect(runIn({ top: false, url: 'about:blank' }, 'top')).toEqual([])
  })
})
