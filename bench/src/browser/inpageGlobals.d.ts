/** What the in-page scripts (watcher.inpage.js, testWallet.inpage.js) put on `window`. */
type BenchMark = { visible?: number; settled?: number }

declare global {
  interface Window {
    __bench: {
      marks: Record<string, BenchMark | undefined>
      longTasks: [number, number][]
      pointerDowns: number[]
      watch: (name: string, source: string, settle: boolean) => void
      watchElement: (name: string, selector: string) => void
      locate: (source: string) => { x: number; y: number } | null
    }
    /** Every request the test wallet got: method and page time. */
    __benchWalletCalls: [string, number][]
  }
}

export {}
