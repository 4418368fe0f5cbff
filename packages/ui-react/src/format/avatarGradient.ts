/** A deterministic two-colour gradient for an address: the avatar placeholder. */
export function avatarGradient(address: string): string {
  let hash = 2166136261
  for (const char of address.toLowerCase()) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  }
  const first = (hash >>> 0) % 360
  const second = (first + 40 + ((hash >>> 9) % 140)) % 360
  return `linear-gradient(135deg, hsl(${first} 75% 62%), hsl(${second} 70% 42%))`
}
