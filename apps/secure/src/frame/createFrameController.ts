import type { AppMessage } from '@portico/embedded/protocol'
import { createFrameLocale } from '../i18n/createFrameLocale.js'
import type { FrameAnswer } from './FrameAnswer.js'
import type { FrameContext } from './FrameContext.js'
import type { FrameControllerParameters } from './FrameControllerParameters.js'
import { frameErrorAnswer } from './frameErrorAnswer.js'
import { createFrameLog } from './log/createFrameLog.js'
import { createFrameHandlers } from './messages/createFrameHandlers.js'

export type { FrameControllerParameters } from './FrameControllerParameters.js'

/**
 * The frame's side of the widget's protocol: one answer per checked message. E-mail login (code, then OTP), the
 * wallet created at the first login (seed split into device, auth and recovery shares; device share sealed in this
 * origin's vault, auth share to the cloud), the user, sign out, network, and signing with the key rebuilt from the
 * device and auth shares only for the time of one signature. Each message's handler lives in `messages/`, over one
 * FrameContext.
 */
export function createFrameController({
  projectId,
  chainId,
  rpcUrl,
  rpcPolicy = { isAllowed: () => true, proxyFor: () => undefined },
  locale = createFrameLocale(),
  log = createFrameLog({ enabled: false }),
  ...parts
}: FrameControllerParameters) {
  const context: FrameContext = {
    ...parts,
    rpcPolicy,
    locale,
    key: (name) => `@portico-secure/${projectId}/${name}`,
    state: {
      chainId,
      rpcUrls: new Map(rpcUrl ? [[chainId, rpcUrl]] : []),
      localeLoaded: Promise.resolve(),
      nativeCurrencies: new Map(),
      approvals: new Set(),
      abortCount: 0,
      pendingRestore: undefined,
      requestedAccountType: 'eoa',
    },
  }
  const handlers = {
    ...createFrameHandlers(context),
    GET_LOG: async (payload?: { after?: number }) => log.read(payload?.after),
  }
  const answer = async (message: AppMessage): Promise<FrameAnswer> => {
    const handler = handlers[message.type] as ((payload: unknown) => Promise<unknown>) | undefined
    if (!handler)
      return {
        ok: false,
        error: { message: `${message.type} is not supported yet`, code: 'not_supported' },
      }
    try {
      return { ok: true, payload: await handler(message.payload) }
    } catch (error) {
      return frameErrorAnswer(error)
    }
  }
  log.add('started', `${chainId}${rpcUrl ? ' with the page’s RPC URL' : ''}`)
  return {
    async handle(message: AppMessage): Promise<FrameAnswer> {
      if (message.type === 'GET_LOG') return answer(message)
      const started = Date.now()
      const answered = await answer(message)
      // The message's type and outcome only: never its payload, nor what it answered.
      const took = `${Date.now() - started} ms`
      if (answered.ok) log.add(`${message.type} ok`, took)
      else
        log.add(
          `${message.type} error ${answered.error.code ?? ''}`.trim(),
          `${took}: ${answered.error.message}`,
        )
      return answered
    },
  }
}
