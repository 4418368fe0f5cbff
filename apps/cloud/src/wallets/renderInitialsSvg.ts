/** A generated square image: the label's initials on a colour derived from the seed. No licensed artwork. */
export function renderInitialsSvg(label: string, seed: string): string {
  const hue = fnv1a(seed) % 360
  const text = escapeXml(initials(label))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 44%)"/>`,
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="middle" fill="#fff" font-family="system-ui,sans-serif" font-size="${text.length > 1 ? 36 : 44}" font-weight="600">${text}</text>`,
    '</svg>',
  ].join('')
}

function initials(label: string): string {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const first = words[0] ?? '?'
  const letters = words.length > 1 ? `${first[0]}${words[1]?.[0] ?? ''}` : first.slice(0, 2)
  return letters.toUpperCase()
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}
