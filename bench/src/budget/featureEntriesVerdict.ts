export type FeatureEntriesVerdict = {
  entriesKib: number
  limitKib: number
  ok: boolean
  /** `budget: <n> feature packages' entries <x> KiB gzip, limit <z> KiB (<each> each) — ok|over` */
  line: string
}

/**
 * Compares what installing every feature package adds to the initial JS (the app with them minus the
 * widget alone, gzip bytes) with `perEntryKib` for each package.
 */
export function featureEntriesVerdict(
  withFeaturesBytes: number,
  aloneBytes: number,
  featureCount: number,
  perEntryKib: number,
): FeatureEntriesVerdict {
  const entriesKib = (withFeaturesBytes - aloneBytes) / 1024
  const limitKib = featureCount * perEntryKib
  const ok = entriesKib <= limitKib
  const line = `budget: ${featureCount} feature packages' entries ${entriesKib.toFixed(1)} KiB gzip, limit ${limitKib.toFixed(1)} KiB (${perEntryKib} each) — ${ok ? 'ok' : 'over'}`
  return { entriesKib, limitKib, ok, line }
}
