/**
 * Counts the components React renders, as React DevTools does: a hook React finds at load, told of each commit, whose
 * function components with work performed (`PerformedWork`) are the ones that rendered. The test setup installs it
 * before React loads; a test reads `countRenders(run)`.
 */
type Fiber = {
  tag: number
  flags: number
  type: unknown
  child: Fiber | null
  sibling: Fiber | null
  alternate: Fiber | null
}

// FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent
const componentTags = new Set([0, 1, 11, 14, 15])
const PERFORMED_WORK = 1
const counts = new Map<string, number>()
let counting = false

function nameOf(type: unknown): string {
  if (typeof type === 'function') return type.name || 'anonymous'
  if (typeof type === 'object' && type !== null) {
    const inner = (type as { render?: unknown; type?: unknown }).render ?? (type as { type?: unknown }).type
    return nameOf(inner)
  }
  return 'anonymous'
}

function visit(fiber: Fiber | null): void {
  for (let node = fiber; node; node = node.sibling) {
    const rendered = node.alternate === null || (node.flags & PERFORMED_WORK) === PERFORMED_WORK
    if (rendered && componentTags.has(node.tag)) {
      const name = nameOf(node.type)
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
    // A subtree React skipped keeps its children (and their old flags): nothing in it rendered.
    if (node.alternate !== null && node.child === node.alternate.child) continue
    visit(node.child)
  }
}

/** Installs the hook (before React loads: the test setup does it). */
export function installRenderCounter(): void {
  const global = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__ !== undefined) return
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      if (counting) visit(root.current.child)
    },
  }
}

/** The components rendered while `run` runs, by name, and their total. */
export async function countRenders(
  run: () => Promise<void>,
): Promise<{ total: number; byName: Map<string, number> }> {
  counts.clear()
  counting = true
  try {
    await run()
  } finally {
    counting = false
  }
  const byName = new Map(counts)
  return { total: [...byName.values()].reduce((sum, n) => sum + n, 0), byName }
}
