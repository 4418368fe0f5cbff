/** A complete event of a Chromium trace (`ph: 'X'`), times in microseconds on the trace's clock. */
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  /** The thread's CPU time in the event (µs): below `dur` where the thread waited for a core. */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; fileName?: string }; fileName?: string; url?: string }
}

/** What the main thread did, by the kind a long task's time is read in. */
export type TaskKind = 'compile' | 'evaluate' | 'script' | 'gc' | 'render'

const KINDS: [TaskKind, RegExp][] = [
  [
    'compile',
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|CacheScript|v8\.produceCache|v8\.produceModuleCache)$/,
  ],
  ['evaluate', /^(EvaluateScript|v8\.evaluateModule|v8\.run)$/],
  [
    'script',
    /^(FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|RunMicrotasks|XHRReadyStateChange)$/,
  ],
  ['gc', /GC|^V8\.GC/],
  ['render', /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|HitTest|ParseAuthorStyleSheet|Commit)$/],
]
const kindOf = (name: string) => KINDS.find(([, pattern]) => pattern.test(name))?.[0]
const urlOf = (event: TraceEvent) =>
  (
    event.args?.data?.url ??
    event.args?.data?.fileName ??
    event.args?.fileName ??
    event.args?.url ??
    ''
  ).replace(/^https?:\/\/[^/]+/, '')

/**
 * One long task's time by kind (each event's own time, less the kinded events inside it; wall time, and the thread's
 * CPU time), its CPU time in kinded events, and its compile by file (wall).
 */
export type TaskTime = {
  byKind: Map<TaskKind | 'other', number>
  cpuByKind: Map<TaskKind, number>
  cpuMs: number
  compileByFile: Map<string, number>
}

/**
 * Splits [from, to) (ms on the trace's clock) of one thread's complete events by kind: an event's own time is its
 * duration less that of the kinded events nested in it; time no kinded event covers is 'other' (parsing, the
 * scheduler's own work, events this tool does not name). On a loaded machine the wall time is the CPU time plus the
 * time the thread waited for a core.
 */
export function taskKinds(events: readonly TraceEvent[], from: number, to: number): TaskTime {
  const inside = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && kindOf(event.name))
    .filter((event) => event.ts / 1000 >= from && event.ts / 1000 < to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const byKind = new Map<TaskKind | 'other', number>()
  const compileByFile = new Map<string, number>()
  const cpuByKind = new Map<TaskKind, number>()
  const own = new Map<TraceEvent, { wall: number; cpu: number }>()
  const ownOf = (event: TraceEvent) => own.get(event) ?? own.set(event, { wall: 0, cpu: 0 }).get(event)!
  const open: TraceEvent[] = []
  let covered = 0
  let cpuMicros = 0
  for (const event of inside) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop()
    const parent = open.at(-1)
    const cpu = event.tdur ?? event.dur!
    if (parent) {
      ownOf(parent).wall -= event.dur!
      ownOf(parent).cpu -= cpu
    } else {
      covered += event.dur!
      cpuMicros += cpu
    }
    ownOf(event).wall += event.dur!
    ownOf(event).cpu += cpu
    open.push(event)
  }
  for (const [event, { wall, cpu }] of own) {
    const kind = kindOf(event.name)!
    byKind.set(kind, (byKind.get(kind) ?? 0) + wall / 1000)
    cpuByKind.set(kind, (cpuByKind.get(kind) ?? 0) + Math.max(0, cpu) / 1000)
    if (kind === 'compile')
      compileByFile.set(urlOf(event), (compileByFile.get(urlOf(event)) ?? 0) + wall / 1000)
  }
  byKind.set('other', Math.max(0, to - from - covered / 1000))
  return { byKind, cpuByKind, cpuMs: cpuMicros / 1000, compileByFile }
}
