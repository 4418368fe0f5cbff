/**
 * A Discord username for display (docs/behaviour.md#validation): one ending in 0 (the empty '#0' discriminator) drops
 * its last character.
 */
export function formatDiscordUsername(username: string): string {
  return username.endsWith('0') ? username.slice(0, -1) : username
}
