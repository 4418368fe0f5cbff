import { createPorticoSessionVerifier } from '@portico/siwx/server'

// The app's own backend trusts a visitor signed in through Portico Cloud (cloudSiwx): the widget's session
// carries the cloud's token, the page sends it as a bearer token, and this route checks it (docs/siwx.md).
const verifySession = createPorticoSessionVerifier({
  cloudUrl: process.env.PORTICO_CLOUD_URL ?? 'http://127.0.0.1:8787',
  projectId: process.env.PORTICO_PROJECT_ID ?? 'example-next',
  // The host of this app's pages: a session signed in on another site is refused.
  domain: process.env.PORTICO_APP_DOMAIN ?? 'localhost:3000',
  checkRevocation: true,
})

export async function GET(request: Request): Promise<Response> {
  try {
    const account = await verifySession(request.headers.get('authorization')?.replace(/^Bearer /, ''))
    return Response.json({ caipAddress: account.caipAddress, expiresAt: account.expiresAt })
  } catch {
    return Response.json({ error: 'not signed in' }, { status: 401 })
  }
}
