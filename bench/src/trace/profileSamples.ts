/** A V8 CPU profile as CDP's Profiler.stop returns it (the fields the trace tool reads). */
export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** One sample of script: when it was taken (page clock, ms), how long it stands for, and where. */
export type Sample = {
  at: number
  ms: number
  /** The sampled function, `name /file:line`. */
  self: string
  file: string
  /** Every function on its stack, each once, the sampled one first. */
  stack: string[]
}

const frameName = (frame: { functionName: string; url: string; lineNumber: number }) =>
  `${frame.functionName || '(anonymous)'} ${pathOf(frame.url)}:${frame.lineNumber + 1}`
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

/**
 * The profile's samples of page script on the page's clock: the profile's own clock is tied to the page's by the
 * page's `performance.now()` taken as the profiler stopped (`stoppedAtMs`; to a millisecond or so). Samples of no
 * script (idle, the engine's own program, garbage collection) are left out.
 */
export function profileSamples(profile: CpuProfile, stoppedAtMs: number): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const end = profile.startTime + profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const toPage = (time: number) => stoppedAtMs - (end - time) / 1000
  const samples: Sample[] = []
  let time = profile.startTime
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index] ?? 0
    const node = byId.get(profile.samples[index] as number)
    if (!node?.callFrame.url) continue
    const stack: string[] = []
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const frame = byId.get(id)?.callFrame
      if (!frame?.url) continue
      const name = frameName(frame)
      if (!stack.includes(name)) stack.push(name)
    }
    samples.push({
      at: toPage(time),
      ms: (profile.timeDeltas[index + 1] ?? 0) / 1000,
      self: frameName(node.callFrame),
      file: pathOf(node.callFrame.url),
      stack,
    })
  }
  return samples
}
