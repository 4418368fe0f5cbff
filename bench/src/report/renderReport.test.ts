import { describe, expect, it } from 'vitest'
import { renderReport } from './renderReport.js'
import { fixtureApp, fixtureReport } from './reportFixture.js'

describe('renderReport', () => {
  const baseline = fixtureApp('baseline', 100, 200, 'workspace')
  const appkit = fixtureApp('appkit', 500, 800, 'peer')

  it('prints ratios of Portico to the baseline and every peer, and of every peer to the baseline', () => {
    const markdown = renderReport(
      fixtureReport([fixtureApp('portico', 110, 400, 'workspace'), baseline, appkit]),
    )
    expect(markdown).toContain('| metric | Portico ÷ baseline | Portico ÷ appkit | appkit ÷ baseline |')
    expect(markdown).toContain('| initial JS gzip | 1.10× | 0.22× | 5.00× |')
    expect(markdown).toContain('| button 1x | 2.00× | 0.50× | 4.00× |')
    expect(markdown).toContain('`budget: portico 110.0 KiB gzip, baseline 100.0 KiB, limit 130.0 KiB — ok`')
  })

  it('prints each part of the budget on its own line', () => {
    const report = fixtureReport([fixtureApp('portico', 110, 400, 'workspace'), baseline])
    const widget = 'budget: portico 110.0 KiB gzip, baseline 100.0 KiB, limit 130.0 KiB — ok'
    const entries = "budget: 2 feature packages' entries 3.0 KiB gzip, limit 8.4 KiB (4.2 each) — ok"
    const markdown = renderReport({ ...report, budget: { line: `${widget}\n${entries}`, ok: true } })
    expect(markdown).toContain(`\`${widget}\`\n\n\`${entries}\``)
  })

  it('reports the goals of issue #6 it meets and the ones it does not', () => {
    const markdown = renderReport(
      fixtureReport([fixtureApp('portico', 110, 400, 'workspace'), baseline, appkit]),
    )
    expect(markdown).toContain('| initial JS over baseline (KiB gzip) | ≤ 25 | 10.0 | met |')
    expect(markdown).toContain('| button visible over baseline, 1x (ms) | ≤ 40 | 200.0 | **not met** |')
  })

  it('reports the WalletConnect visits beside AppKit and against the goals of issue #12', () => {
    const markdown = renderReport(
      fixtureReport([fixtureApp('portico', 110, 400, 'workspace'), baseline, appkit]),
    )
    expect(markdown).toContain('| WalletConnect click→QR 1x | 2.00× | 0.50× | 4.00× |')
    expect(markdown).toContain(
      '| WalletConnect click→QR visible on the local relay, 1x (ms, #12) | < 150 | 100.0 | met |',
    )
    expect(markdown).toContain(
      '| WalletConnect QR scanned→address shown, 1x (ms, #12) | < 500 | 400.0 | met |',
    )
    expect(markdown).toContain(
      '- WalletConnect visits: each app with a QR code pairs through a local Portico Cloud relay',
    )
  })

  it('says plainly when an app could not be built and leaves it out of the tables', () => {
    const portico = { ...fixtureApp('portico', 0, 0, 'workspace'), runs: [], summary: {} }
    const failed = {
      ...portico,
      sizes: undefined,
      build: { ok: false, ms: 10, error: 'MISSING_EXPORT createPortico' },
    }
    const markdown = renderReport(fixtureReport([failed, baseline, appkit]))
    expect(markdown).toContain('- **portico: not measured** — build failed: `MISSING_EXPORT createPortico`')
    expect(markdown).not.toContain('Portico ÷')
    expect(markdown).not.toContain('goals of issue #6')
    expect(markdown).toContain('| appkit ÷ baseline |')
  })
})
