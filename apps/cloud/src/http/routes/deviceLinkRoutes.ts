import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { approveDeviceLink } from '../../emailAuth/approveDeviceLink.js'
import { createSmtpMailer } from '../../emailAuth/createSmtpMailer.js'
import { DeviceLinkInvalidError } from '../../emailAuth/emailAuthErrors.js'
import { loginCodeMail } from '../../emailAuth/loginCodeMail.js'
import type { CloudDeps } from '../CloudDeps.js'
import type { ProjectScopeEnv } from '../ProjectScopeEnv.js'
import { projectScope } from '../projectScope.js'

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The page's own headers: no script, no framing (no clickjacking of Approve), no referrer (the token is in the URL). */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const page = (c: Context, status: 200 | 404 | 410, state: string, title: string, body: string) =>
  c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}` +
      `button{font:inherit;padding:.6rem 1.2rem}</style></head>` +
      `<body><main data-state="${state}"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
    PAGE_HEADERS,
  )

/**
 * The page a device-approval link opens (mailed by the e-mail login for a device the e-mail has not used). Opening
 * the link only shows what it approves: a mail scanner that fetches links must not approve a device, so the
 * visitor presses Approve, which POSTs the token: the device is remembered for the e-mail and its login code mailed. Not origin-bound (the mail
 * opens in any browser), within the project's and the client's rate limits; the link works once, for 15 minutes.
 */
export function deviceLinkRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  // Not origin-bound: the mail opens in any browser.
  const scoped = projectScope(deps, { bucket: 'api', checkOrigin: false })
  const mailer = createSmtpMailer(deps.config.emailAuth.smtpUrl, deps.config.emailAuth.mailFrom)
  const refused = (c: Context, error: DeviceLinkInvalidError) =>
    page(
      c,
      error.status === 404 ? 404 : 410,
      'invalid',
      'This link cannot be used',
      `<p>${escapeHtml(error.message)}</p>`,
    )

  const answer = async (c: Context<ProjectScopeEnv>, token: string | undefined, approve: boolean) => {
    const { project } = c.var
    const parsed = tokenSchema.safeParse(token)
    if (!parsed.success) return refused(c, new DeviceLinkInvalidError('unknown'))
    try {
      const link = await approveDeviceLink({
        storage: deps.storage,
        projectId: project.id,
        token: parsed.data,
        approve,
      })
      if (link.code) await mailer(loginCodeMail(link.email, project.name, link.code))
      if (approve)
        return page(
          c,
          200,
          'approved',
          'Device approved',
          `<p>Go back to ${escapeHtml(project.name)}: the login goes on there with a code sent to ${escapeHtml(link.email)}.</p>`,
        )
      return page(
        c,
        200,
        'pending',
        'Approve this device?',
        `<p>A device asked to log in to ${escapeHtml(project.name)} as ${escapeHtml(link.email)}. Approve it only if you just tried to log in.</p>` +
          `<form method="post"><input type="hidden" name="token" value="${parsed.data}">` +
          `<button type="submit">Approve this device</button></form>`,
      )
    } catch (error) {
      if (error instanceof DeviceLinkInvalidError) return refused(c, error)
      throw error
    }
  }

  app.get('/auth/v1/device/approve', scoped, (c) => answer(c, c.req.query('token'), false))
  app.post('/auth/v1/device/approve', scoped, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = form.token
    return answer(c, typeof token === 'string' ? token : undefined, true)
  })
  return app
}
