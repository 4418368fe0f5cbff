import { encode } from 'uqr'

/**
 * The QR code of a text as one SVG path (a 1×1 square per dark module) with its size in modules,
 * a quiet zone of 4 modules included, error correction M.
 * @example qrPath('0x7099…') // { size: 41, d: 'M4 4h1v1h-1z…' }
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size, d }
}
