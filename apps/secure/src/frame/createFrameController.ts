import type { AppMessage } from '@portico/embedded/protocol'
import { createFrameLocale } from '../i18n/createFrameLocale.js'
import type { FrameAnswer } from './FrameAnswer.js'
import type { FrameContext } from './FrameContext.js'
import type { FrameControllerParameters } from './FrameControllerParameters.js'
import { frameErrorAnswer } from './frameErrorAnswer.js'
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
    },
  }
  const handlers = createFrameHandlers(context)
  return {
    async handle(message: AppMessage): Promise<FrameAnswer> {
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
    },
  }
}
