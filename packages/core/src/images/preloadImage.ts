import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timeouts.js'

interface PreloadableImage {
  onload: (() => void) | null
  onerror: (() => void) | null
  src: string
}

type ImageConstructor = new () => PreloadableImage

/**
 * Loads an image ahead of showing it (wallet icons in AllWallets). Resolves true once it has
 * loaded, false when it fails or takes longer than `timeoutMs` (docs/behaviour.md#limits: 2 s), so the UI shows
 * its fallback. Outside a browser (no `Image`) it resolves false at once.
 */
export function preloadImage(url: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  const Image = (globalThis as { Image?: ImageConstructor }).Image
  if (typeof Image !== 'function') return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new Image()
    const settle = (loaded: boolean) => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    const timer = setTimeout(() => settle(false), timeoutMs)
    image.onload = () => settle(true)
    image.onerror = () => settle(false)
    image.src = url
  })
}
