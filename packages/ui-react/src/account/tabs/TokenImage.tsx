import { useState } from 'react'

/** A token's or NFT's image; its initials on a tinted disc when there is none or it fails to load. */
export function TokenImage({
  src,
  label,
  shape = 'round',
}: {
  src: string | null | undefined
  label: string
  shape?: 'round' | 'square'
}) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <span className="holding-image" data-shape={shape} data-fallback="true" aria-hidden="true">
        {label.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return <img className="holding-image" data-shape={shape} src={src} alt="" onError={() => setFailed(true)} />
}
