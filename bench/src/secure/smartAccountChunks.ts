/** One chunk of a build's output, as Rollup and Rolldown describe it. */
export type BuiltChunk = {
  fileName: string
  isEntry: boolean
  /** Chunks it imports statically (they load with it). */
  imports: readonly string[]
  /** Chunks it imports with `import()` (they load on first use). */
  dynamicImports: readonly string[]
  /** The source modules bundled into it (absolute ids). */
  moduleIds: readonly string[]
}

/** Where the secure site's smart-account code sits in its build (see smartAccountChunksOf). */
export type SmartAccountChunks = {
  /** The chunks holding smart-account code. */
  smartAccount: string[]
  /** The frame page's initial chunks (its entry and their static imports). */
  initial: string[]
  /** The chunks the EOA's requests load (the EVM code's chunks and their static imports). */
  eoaPath: string[]
  /** What choosing the smart account loads beyond the initial chunks and the EOA path (its chunks and their static imports). */
  smartAccountOnly: string[]
  /** Smart-account modules found in an initial chunk: should be none. */
  inInitial: string[]
  /** Smart-account modules found in a chunk of the EOA path: should be none. */
  inEoaPath: string[]
}

/** The frame's own smart-account code and the library it builds the Safe account with (permissionless). */
export const SMART_ACCOUNT_MODULE =
  /apps\/secure\/src\/rpc\/smartAccount\/|node_modules\/(\.pnpm\/)?permissionless[@/]/

/** The modules an EOA's request loads (serveFrameEvmRequest imports them lazily, the smart-account code only after). */
export const EOA_MODULE = /apps\/secure\/src\/rpc\/(evm\/(serveEvmRequest|createEvmRpc)|signEvmRequest)\.ts$/

function closure(chunks: ReadonlyMap<string, BuiltChunk>, start: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...start]
  while (pending.length > 0) {
    const name = pending.pop()!
    const chunk = chunks.get(name)
    if (!chunk || seen.has(name)) continue
    seen.add(name)
    pending.push(...chunk.imports)
  }
  return seen
}

/**
 * Where the smart-account code is in a build of the secure site: it must load only once a visitor's account is a
 * smart account, so no module of it may be in the frame's initial chunks (`entry`: the frame page's chunk name) nor
 * in what an EOA's request loads.
 */
export function smartAccountChunksOf(built: readonly BuiltChunk[], entry: string): SmartAccountChunks {
  const chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]))
  const initial = closure(chunks, [entry])
  const eoaPath = closure(
    chunks,
    built.filter((chunk) => chunk.moduleIds.some((id) => EOA_MODULE.test(id))).map((chunk) => chunk.fileName),
  )
  if (eoaPath.size === 0) throw new Error('the build holds no EVM request code (rpc/evm/serveEvmRequest.ts)')
  const smartIn = (names: Set<string>) =>
    [...names]
      .flatMap((name) => (chunks.get(name)?.moduleIds ?? []).filter((id) => SMART_ACCOUNT_MODULE.test(id)))
      .sort()
  const smartAccount = built
    .filter((chunk) => chunk.moduleIds.some((id) => SMART_ACCOUNT_MODULE.test(id)))
    .map((chunk) => chunk.fileName)
    .sort()
  return {
    smartAccount,
    smartAccountOnly: [...closure(chunks, smartAccount)]
      .filter((name) => !initial.has(name) && !eoaPath.has(name))
      .sort(),
    initial: [...initial].sort(),
    eoaPath: [...eoaPath].sort(),
    inInitial: smartIn(initial),
    inEoaPath: smartIn(eoaPath),
  }
}
