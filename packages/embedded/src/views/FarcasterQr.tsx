import { encode } from 'uqr'

/**
 * A QR code as SVG, black on white in both themes (every scanner reads it): one path of horizontal runs of dark
 * modules, a quiet zone of 4, error correction M.
 */
export function FarcasterQr({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let d = ''
  data.forEach((row, y) => {
    let start = -1
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x
      if ((!dark || x === row.length - 1) && start >= 0) {
        const end = dark ? x + 1 : x
        d += `M${start} ${y}h${end - start}v1H${start}z`
        start = -1
      }
    })
  })
  return (
    <svg
      className="farcaster-qr"
      data-testid="farcaster-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
