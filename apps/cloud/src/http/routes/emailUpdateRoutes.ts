import { Hono } from 'hono'
import { z } from 'zod'
import { createSmtpMailer } from '../../emailAuth/createSmtpMailer.js'
import { emailCodeSchema, emailSchema } from '../../emailAuth/emailSchema.js'
import { startEmailUpdate } from '../../emailAuth/startEmailUpdate.js'
import { verifyEmailUpdateCode } from '../../emailAuth/verifyEmailUpdateCode.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { requireAuthSession } from '../requireAuthSession.js'
import { secureProjectScope } from '../secureProjectScope.js'
import { takeLoginMailBudget } from '../takeLoginMailBudget.js'

const startSchema = z.strictObject({ email: emailSchema })
const otpSchema = z.strictObject({ otp: emailCodeSchema })

/**
 * The embedded wallet's e-mail update (docs/behaviour.md#transitions), called only by the secure site's frame with a session of an e-mail
 * login: `POST /auth/v1/email/update` mails a code to the current e-mail, `…/update/primary` checks it and mails one to
 * the new e-mail, `…/update/secondary` checks that and moves the wallet to the new e-mail. The login's limits hold
 * (30 s between requests, 10 minutes, once, five wrong attempts lock a code), and each request counts against the
 * client's and the project's login-mail budgets (takeLoginMailBudget).
 */
export function emailUpdateRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const secure = secureProjectScope(deps)
  const { emailAuth } = deps.config
  const mailer = createSmtpMailer(emailAuth.smtpUrl, emailAuth.mailFrom)

  app.post('/auth/v1/email/update', secure, async (c) => {
    const { project } = c.var
    const session = await requireAuthSession(c, deps, project)
    const { email } = parseInput(startSchema, await readJsonBody(c.req))
    await takeLoginMailBudget(c, deps, project.id)
    const started = await startEmailUpdate({
      storage: deps.storage,
      mailer,
      session,
      newEmail: email,
      appName: project.name,
    })
    return c.json(started)
  })

  for (const step of ['primary', 'secondary'] as const) {
    app.post(`/auth/v1/email/update/${step}`, secure, async (c) => {
      const { project } = c.var
      const session = await requireAuthSession(c, deps, project)
      const { otp } = parseInput(otpSchema, await readJsonBody(c.req))
      const verified = await verifyEmailUpdateCode({
        storage: deps.storage,
        mailer,
        session,
        step,
        code: otp,
        appName: project.name,
      })
      return c.json(verified)
    })
  }

  return app
}
