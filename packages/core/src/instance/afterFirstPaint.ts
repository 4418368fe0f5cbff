type FrameWindow = { requestAnimationFrame?: (run: () => void) => number }

/** How long start-up waits for a frame at most: a page in a background tab gets none until it shows. */
const FRAME_WAIT_MS = 100

/**
 * Resolves once the page has painted its next frame (the task after that frame), so work that can wait runs after
 * the app's first render shows; at the latest after FRAME_WAIT_MS (a hidden tab paints no frame), and at once where
 * there are no frames (Node).
 */
export function afterFirstPaint(): Promise<void> {
  const { requestAnimationFrame } = globalThis as FrameWindow
  if (!requestAnimationFrame) return Promise.resolve()
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve))
    setTimeout(resolve, FRAME_WAIT_MS)
  })
}
