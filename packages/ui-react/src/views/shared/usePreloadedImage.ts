import { preloadImage } from '@portico/core'
import { useEffect, useState } from 'react'

/** 'loading' while the image preloads, 'ready' once it has, 'fallback' when it failed or took over 2 s. */
export type PreloadState = 'none' | 'loading' | 'ready' | 'fallback'

/** Preloads `src` (core's preloadImage, 2 s give-up) and tells whether to show it or a fallback. */
export function usePreloadedImage(src: string | undefined): PreloadState {
  const [state, setState] = useState<{ src?: string; state: PreloadState }>({ state: 'none' })
  useEffect(() => {
    if (!src) return
    let current = true
    setState({ src, state: 'loading' })
    void preloadImage(src).then((loaded) => {
      if (current) setState({ src, state: loaded ? 'ready' : 'fallback' })
    })
    return () => {
      current = false
    }
  }, [src])
  if (!src) return 'none'
  return state.src === src ? state.state : 'loading'
}
