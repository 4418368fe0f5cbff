/**
 * A small square icon with a wallet's initials on its colour, as an SVG data URI: Portico's own
 * stand-in for an extension's logo (no other project's artwork is shipped).
 */
export function monogramIcon(initials: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="${initials.length > 1 ? 22 : 28}" font-weight="700" text-anchor="middle" fill="${foreground}">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
