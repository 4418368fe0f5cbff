/**
 * Origins always allowed to embed the secure frame (docs/behaviour.md#permissions): local development, preview hosts
 * and the secure mobile hosts. Entries use `*` as a wildcard for one host label or the port.
 */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]
