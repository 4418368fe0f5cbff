import type { AppReport, BenchReport, RunMetric } from './benchReport.js'
import { buySection } from './buySection.js'
import { emailLoginSection } from './emailLoginSection.js'
import { formatKib, formatRatio, formatSpread } from './formatCells.js'
import { markdownTable } from './markdownTable.js'
import { smartAccountSection } from './smartAccountSection.js'
import { swapQuoteSection } from './swapQuoteSection.js'

const median = (app: AppReport | undefined, cpu: string, metric: RunMetric) =>
  app?.summary[cpu]?.[metric]?.median ?? null

const measured = (app: AppReport) => app.build.ok && app.sizes !== undefined

/** The whole Markdown report of one `pnpm bench` run. */
export function renderReport(report: BenchReport): string {
  const apps = report.apps.filter(measured)
  const minutes = ((report.durationsMs.total ?? 0) / 60_000).toFixed(1)
  const rounds = Object.entries(report.rounds)
    .map(([cpu, n]) => `${n} at CPU ${cpu}`)
    .join(', ')
  return [
    `### Results — ${report.date.slice(0, 16).replace('T', ' ')} UTC (${report.mode})`,
    '',
    `Machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, ${report.machine.os}, Node ${report.machine.node}, Chromium ${report.machine.chromium} headless; load average ${report.machine.loadAverage[0]} before the timings, ${report.machine.loadAverage[1]} after (the VM is shared; above ~2 the timings are inflated). Runs per app: ${rounds}${report.warmup ? ' (after one discarded warm-up round)' : ''}; each in a fresh browser context, apps interleaved, every non-loopback request blocked. \`pnpm bench\` took ${minutes} min.`,
    '',
    ...report.budget.line.split('\n').flatMap((line) => [`\`${line}\``, '']),
    ...notMeasured(report.apps),
    '#### Summary (median (min–max); sizes in KiB, times in ms)',
    '',
    mainTable(apps),
    '',
    '#### Ratios (medians; below 1.00× is smaller or faster)',
    '',
    ratioTable(apps),
    '',
    ...goals(apps),
    ...emailLoginSection(report.emailLogin),
    ...smartAccountSection(report.smartAccount),
    ...buySection(report.buy),
    ...swapQuoteSection(report.swapQuote),
    '#### Initial JS by package (KiB of minified code, from source maps)',
    '',
    packageTable(apps),
    '',
    '#### Lazy feature chunks (KiB, loaded when the visitor opens the feature; feature packages are found by `portico.feature` in their package.json)',
    '',
    markdownTable(
      ['App', 'feature', 'raw', 'gzip'],
      apps.flatMap((app) =>
        (app.sizes?.featureChunks ?? []).map(([name, size]) => [
          app.label,
          name,
          formatKib(size.raw),
          formatKib(size.gzip),
        ]),
      ),
    ),
    '',
    '#### Blocked external requests (hosts, and the phases they were attempted in)',
    '',
    markdownTable(
      ['App', 'hosts'],
      apps.map((app) => [app.label, hostsCell(app.externalHosts)]),
      true,
    ),
    '',
    '#### Versions',
    '',
    markdownTable(
      ['App', 'packages'],
      report.apps.map((app) => [
        app.label,
        Object.entries(app.versions)
          .map(([name, version]) => `${name} ${version}`)
          .join(', '),
      ]),
      true,
    ),
    '',
  ].join('\n')
}

function notMeasured(apps: readonly AppReport[]): string[] {
  const lines = apps
    .filter((app) => !measured(app))
    .map(
      (app) => `- **${app.label}: not measured** — build failed: \`${app.build.error ?? 'unknown error'}\``,
    )
  const failed = apps
    .filter((app) => app.failedRuns > 0)
    .map((app) => {
      const errors = [...new Set(app.runs.flatMap((run) => (run.error ? [run.error] : [])))].slice(0, 2)
      return `- ${app.label}: ${app.failedRuns} of ${app.runs.length} runs failed (${errors.join('; ')})`
    })
  const visits = apps.flatMap((app) =>
    app.runs.flatMap((run) => (run.walletConnect ? [run.walletConnect] : [])),
  )
  const pairing = apps
    .filter((app) => app.runs.some((run) => run.walletConnect?.error))
    .map((app) => {
      const own = app.runs.flatMap((run) => (run.walletConnect?.error ? [run.walletConnect.error] : []))
      return `- ${app.label}: ${own.length} WalletConnect visits failed (${[...new Set(own)].slice(0, 2).join('; ')})`
    })
  const note =
    visits.length > 0
      ? [
          "- WalletConnect visits: each app with a QR code pairs through a local Portico Cloud relay in its own fresh context: WalletConnect clicked in the open list → QR visible, then a WalletConnect test wallet (the official WalletKit) is given the URI from the page — Portico's decoded from the QR's pixels, AppKit's read from its `wui-qr-code` element (jsQR cannot read its dotted QR with the logo) — and approves → the address visible. AppKit gets a UniversalProvider on that relay (its `universalProvider` option); its Verify iframe (verify.walletconnect.org/v3/attestation, which holds the URI until it answers or for its 5 s abort timer) is answered locally at once, as a reachable Verify would (its test-run switch is compiled away by Vite).",
        ]
      : []
  const all = [...lines, ...failed, ...pairing, ...note]
  return all.length > 0 ? [...all, ''] : []
}

function mainTable(apps: readonly AppReport[]): string {
  const header = [
    'App',
    'initial JS gzip (raw / br)',
    'all JS gzip / files',
    'JS fetched by button+2 s, gzip',
    'button 1x',
    'button 4x',
    'click→list visible 1x',
    'click→list visible 4x',
    'click→list settled 1x',
    'click→list settled 4x',
    'wallet→address 1x',
    'wallet→address 4x',
    'wallet answered→address 1x',
    'WalletConnect click→QR 1x',
    'WalletConnect click→QR 4x',
    'WalletConnect QR scanned→address 1x',
    'heap after GC MiB',
    'TBT 1x',
    'TBT 4x',
    'ext. requests before interaction',
    'ext. requests click→list',
  ]
  const rows = apps.map((app) => {
    const sizes = app.sizes!
    const at = (cpu: string, metric: RunMetric, digits = 0) =>
      formatSpread(app.summary[cpu]?.[metric], digits)
    return [
      app.label,
      `**${formatKib(sizes.initialJs.gzip)}** (${formatKib(sizes.initialJs.raw)} / ${formatKib(sizes.initialJs.brotli)})${sizes.initialCss.files > 0 ? ` + ${formatKib(sizes.initialCss.gzip)} CSS` : ''}`,
      `${formatKib(sizes.allJs.gzip)} / ${sizes.allJs.files}`,
      `${formatKib(sizes.fetchedJs.gzip)} (${sizes.fetchedJs.files} files)`,
      at('1x', 'buttonMs'),
      at('4x', 'buttonMs'),
      at('1x', 'listVisibleMs'),
      at('4x', 'listVisibleMs'),
      at('1x', 'listSettledMs'),
      at('4x', 'listSettledMs'),
      at('1x', 'addressMs'),
      at('4x', 'addressMs'),
      at('1x', 'addressAfterWalletMs'),
      at('1x', 'walletConnectQrMs'),
      at('4x', 'walletConnectQrMs'),
      at('1x', 'walletConnectScanToAddressMs'),
      at('1x', 'heapMiB', 2),
      at('1x', 'tbtMs'),
      at('4x', 'tbtMs'),
      at('1x', 'externalBeforeInteraction'),
      at('1x', 'externalClickToList'),
    ]
  })
  return markdownTable(header, rows)
}

type Row = { label: string; value: (app: AppReport | undefined) => number | null }

const ratioRows: Row[] = [
  { label: 'initial JS gzip', value: (app) => app?.sizes?.initialJs.gzip ?? null },
  { label: 'JS fetched by button+2 s, gzip', value: (app) => app?.sizes?.fetchedJs.gzip ?? null },
  { label: 'button 1x', value: (app) => median(app, '1x', 'buttonMs') },
  { label: 'button 4x', value: (app) => median(app, '4x', 'buttonMs') },
  { label: 'click→list visible 1x', value: (app) => median(app, '1x', 'listVisibleMs') },
  { label: 'click→list visible 4x', value: (app) => median(app, '4x', 'listVisibleMs') },
  { label: 'click→list settled 1x', value: (app) => median(app, '1x', 'listSettledMs') },
  { label: 'wallet→address 1x', value: (app) => median(app, '1x', 'addressMs') },
  { label: 'wallet→address 4x', value: (app) => median(app, '4x', 'addressMs') },
  { label: 'wallet answered→address 1x', value: (app) => median(app, '1x', 'addressAfterWalletMs') },
  { label: 'WalletConnect click→QR 1x', value: (app) => median(app, '1x', 'walletConnectQrMs') },
  { label: 'WalletConnect click→QR 4x', value: (app) => median(app, '4x', 'walletConnectQrMs') },
  {
    label: 'WalletConnect QR scanned→address 1x',
    value: (app) => median(app, '1x', 'walletConnectScanToAddressMs'),
  },
  { label: 'heap after GC', value: (app) => median(app, '1x', 'heapMiB') },
  { label: 'TBT 1x', value: (app) => median(app, '1x', 'tbtMs') },
  { label: 'TBT 4x', value: (app) => median(app, '4x', 'tbtMs') },
]

function ratioTable(apps: readonly AppReport[]): string {
  const portico = apps.find((app) => app.id === 'portico')
  const baseline = apps.find((app) => app.id === 'baseline')
  const peers = apps.filter((app) => app.kind === 'peer')
  const header = [
    'metric',
    ...(portico ? [baseline, ...peers].flatMap((other) => (other ? [`Portico ÷ ${other.label}`] : [])) : []),
    ...(baseline ? peers.map((peer) => `${peer.label} ÷ baseline`) : []),
  ]
  const rows = ratioRows.map((row) => [
    row.label,
    ...(portico
      ? [baseline, ...peers].flatMap((other) =>
          other ? [formatRatio(row.value(portico), row.value(other))] : [],
        )
      : []),
    ...(baseline ? peers.map((peer) => formatRatio(row.value(peer), row.value(baseline))) : []),
  ])
  return markdownTable(header, rows)
}

function goals(apps: readonly AppReport[]): string[] {
  const portico = apps.find((app) => app.id === 'portico')
  const baseline = apps.find((app) => app.id === 'baseline')
  if (!portico || !baseline) return []
  const gz = (app: AppReport) => (app.sizes?.initialJs.gzip ?? 0) / 1024
  const delta = (metric: RunMetric) => {
    const a = median(portico, '1x', metric)
    const b = median(baseline, '1x', metric)
    return a === null || b === null ? null : a - b
  }
  const checks: [string, number | null, (value: number) => boolean, string][] = [
    ['initial JS over baseline (KiB gzip)', gz(portico) - gz(baseline), (v) => v <= 25, '≤ 25'],
    ['button visible over baseline, 1x (ms)', delta('buttonMs'), (v) => v <= 40, '≤ 40'],
    ['click→list visible, 1x (ms)', median(portico, '1x', 'listVisibleMs'), (v) => v < 25, '< 25'],
    ['click→list settled, 1x (ms)', median(portico, '1x', 'listSettledMs'), (v) => v < 200, '< 200'],
    [
      'wallet answered eth_requestAccounts→address, 1x (ms)',
      median(portico, '1x', 'addressAfterWalletMs'),
      (v) => v < 25,
      '< 25',
    ],
    ['heap over baseline (MiB)', delta('heapMiB'), (v) => v <= 1, '≤ 1'],
    ['TBT, 1x (ms)', median(portico, '1x', 'tbtMs'), (v) => v < 20, '< 20'],
    [
      'external requests before interaction',
      median(portico, '1x', 'externalBeforeInteraction'),
      (v) => v === 0,
      '0',
    ],
    ['external requests click→list', median(portico, '1x', 'externalClickToList'), (v) => v === 0, '0'],
    [
      'WalletConnect click→QR visible on the local relay, 1x (ms, #12)',
      median(portico, '1x', 'walletConnectQrMs'),
      (v) => v < 150,
      '< 150',
    ],
    [
      'WalletConnect QR scanned→address shown, 1x (ms, #12)',
      median(portico, '1x', 'walletConnectScanToAddressMs'),
      (v) => v < 500,
      '< 500',
    ],
  ]
  const rows = checks.map(([label, value, met, goal]) => [
    label,
    goal,
    value === null ? '—' : value.toFixed(label.includes('MiB') ? 2 : 1),
    value === null ? 'not measured' : met(value) ? 'met' : '**not met**',
  ])
  return [
    '#### Portico against the goals of issues #6 and #12 (reported, not asserted)',
    '',
    markdownTable(['goal', 'target', 'Portico (median)', ''], rows),
    '',
  ]
}

function packageTable(apps: readonly AppReport[]): string {
  return markdownTable(
    ['App', 'top packages in initial JS'],
    apps.map((app) => [
      app.label,
      (app.sizes?.packages ?? [])
        .slice(0, 10)
        .map(([name, chars]) => `${name} ${formatKib(chars)}`)
        .join(', '),
    ]),
    true,
  )
}

function hostsCell(hosts: Record<string, string[]>): string {
  const entries = Object.entries(hosts)
  if (entries.length === 0) return 'none'
  return entries.map(([host, phases]) => `${host} (${phases.join(', ')})`).join(', ')
}
