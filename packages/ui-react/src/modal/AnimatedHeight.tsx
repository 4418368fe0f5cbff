import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** Animates the modal's height (150 ms, in CSS) to its content's height as views change. */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="height" style={height ? { height } : undefined}>
      <div ref={inner}>{children}</div>
    </div>
  )
}
