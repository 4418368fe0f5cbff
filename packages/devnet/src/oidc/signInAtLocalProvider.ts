import { DevnetError } from '../errors/DevnetError.js'

/**
 * What a person does on the local provider's sign-in page, without a browser: opens the authorization URL, presses
 * "Continue as <name>" (or Cancel when `name` is undefined) and returns where the provider redirects: the client's
 * redirect URI with `code` and `state` (or `error`).
 * @example const callback = await signInAtLocalProvider(uri, 'Ada Lovelace'); callback.searchParams.get('code')
 */
export async function signInAtLocalProvider(
  authorizationUrl: string,
  name: string | undefined,
): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' })
  const redirected = page.headers.get('location')
  if (redirected) return new URL(redirected)
  const html = await page.text()
  if (!page.ok) {
    throw new DevnetError({
      code: 'DEVNET_OIDC_SIGN_IN_FAILED',
      shortMessage: `The local provider refused the authorization request (${page.status})`,
      details: html,
    })
  }
  const forms = [...html.matchAll(/<form method="post">([\s\S]*?)<\/form>/g)].map((match) => match[1] ?? '')
  const chosen = forms.find((form) =>
    name === undefined ? form.includes('name="cancel"') : form.includes(`>Continue as ${name}</button>`),
  )
  if (!chosen) {
    throw new DevnetError({
      code: 'DEVNET_OIDC_SIGN_IN_FAILED',
      shortMessage: `No "${name ?? 'Cancel'}" on the local provider's sign-in page`,
    })
  }
  const fields = new URLSearchParams()
  for (const input of chosen.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields.set(unescapeHtml(input[1] ?? ''), unescapeHtml(input[2] ?? ''))
  const answer = await fetch(authorizationUrl, { method: 'POST', body: fields, redirect: 'manual' })
  const location = answer.headers.get('location')
  if (!location) {
    throw new DevnetError({
      code: 'DEVNET_OIDC_SIGN_IN_FAILED',
      shortMessage: `The local provider did not redirect (${answer.status})`,
      details: await answer.text(),
    })
  }
  return new URL(location)
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'lt' ? '<' : entity === 'gt' ? '>' : entity === 'quot' ? '"' : "'",
  )
