type FrameWindow = { requestAnimationFrame?: (run: () => void) => number }

/**
 * How long start-up waits for a frame at most: a page in a background tab gets none until it shows (and its timers run
 * at most once a second). Long enough that a busy page's first render is never overtaken.
 */
const FRAME_WAIT_MS = 1000

/**
 * Resolves once the page has painted the app's first render, so work that can wait runs after it shows: the app's
 * render is a task the page's script queued (React's), so this waits for a task, then the next frame, then the task
 * after that frame; at the latest after FRAME_WAIT_MS (a hidden tab paints no frame), and at once where there are no
 * frames (Node).
 */
export function afterFirstPaint(): Promise<void> {
  const { requestAnimationFrame } = globalThis as FrameWindow
  if (!requestAnimationFrame) return Promise.resolve()
  return new Promise((resolve) => {
    setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))
    setTimeout(resolve, FRAME_WAIT_MS)
  })
}
