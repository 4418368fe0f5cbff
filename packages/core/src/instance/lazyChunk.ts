/** Code behind `import()` that callers can use in the same call once it has loaded. */
export interface LazyChunk<Code> {
  /** The code if it has loaded, else undefined. */
  current: () => Code | undefined
  /** Loads the code (once); a failed load is tried again on the next call. */
  load: () => Promise<Code>
}

/** A chunk of the page's code loaded on demand with `load` (an `import()`), kept once it has loaded. */
export function lazyChunk<Code>(load: () => Promise<Code>): LazyChunk<Code> {
  let loaded: Code | undefined
  return {
    current: () => loaded,
    load: async () => {
      loaded ??= await load()
      return loaded
    },
  }
}
