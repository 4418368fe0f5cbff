import type { OidcTestUser } from './localSocialProviders.js'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/**
 * The local provider's sign-in page: one button per test user (posting the authorization request back with the
 * chosen subject) and Cancel (the user refuses: access_denied).
 */
export function renderLoginPage({
  providerName,
  clientId,
  users,
  request,
}: {
  providerName: string
  clientId: string
  users: readonly OidcTestUser[]
  /** The authorization request's parameters, posted back unchanged. */
  request: Record<string, string>
}): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const choices = users
    .map(
      (user) =>
        `<form method="post">${hidden}<input type="hidden" name="sub" value="${escapeHtml(user.sub)}"><button type="submit">Continue as ${escapeHtml(user.name)}</button> <small>${escapeHtml(user.username)}${user.email ? ` · ${escapeHtml(user.email)}` : ''}</small></form>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Sign in with ${escapeHtml(providerName)} (local)</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{margin:.75rem 0}button{font:inherit;padding:.5rem 1rem}small{color:#666}</style></head>
<body><h1>Sign in with ${escapeHtml(providerName)}</h1><p>Local stand-in for ${escapeHtml(providerName)} (Portico devnet). <strong>${escapeHtml(clientId)}</strong> asks for your name, username and e-mail.</p>
${choices}<form method="post">${hidden}<input type="hidden" name="cancel" value="1"><button type="submit">Cancel</button></form></body></html>`
}
