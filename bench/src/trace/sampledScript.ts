import type { Sample } from './profileSamples.js'

/** The sampled script of one stretch of a load: its time, and its time by file, by function (self) and with callees. */
export type SampledScript = {
  script: number
  byFile: Map<string, number>
  byFunction: Map<string, number>
  total: Map<string, number>
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)

/** Sums the samples taken in [from, to) (page clock, ms). */
export function sampledScript(samples: readonly Sample[], from: number, to: number): SampledScript {
  const sums: SampledScript = { script: 0, byFile: new Map(), byFunction: new Map(), total: new Map() }
  for (const sample of samples) {
    if (sample.at < from || sample.at >= to) continue
    sums.script += sample.ms
    add(sums.byFile, sample.file, sample.ms)
    add(sums.byFunction, sample.self, sample.ms)
    for (const name of sample.stack) add(sums.total, name, sample.ms)
  }
  return sums
}
