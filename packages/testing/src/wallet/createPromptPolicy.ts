import type { PromptMethod } from './TestWalletTypes.js'
import { WalletRpcError } from './WalletRpcError.js'

type Decision = 'approve' | 'reject'

/**
 * How the wallet answers prompts: approve or reject, after an optional delay, per method with a
 * default for all; or held open until `release()`, as a prompt the user has not answered yet.
 * `prompt` resolves when the "user" approves and rejects with 4001 otherwise.
 */
export function createPromptPolicy() {
  let defaultDecision: Decision = 'approve'
  let defaultDelayMs = 0
  const decisions = new Map<PromptMethod, Decision>()
  const delays = new Map<PromptMethod, number>()
  const pending: PromptMethod[] = []
  let holdAll = false
  const held = new Set<PromptMethod>()
  const waiting = new Set<() => void>()

  const decide = (decision: Decision, method: PromptMethod | undefined) => {
    if (method) return void decisions.set(method, decision)
    decisions.clear()
    defaultDecision = decision
  }

  return {
    approve: (method?: PromptMethod) => decide('approve', method),
    reject: (method?: PromptMethod) => decide('reject', method),
    delay(ms: number, method?: PromptMethod) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`delay must be a non-negative number, got ${ms}`)
      if (method) return void delays.set(method, ms)
      delays.clear()
      defaultDelayMs = ms
    },
    /** Keeps prompts open (one method, or all) until `release()`. */
    hold(method?: PromptMethod) {
      if (method) held.add(method)
      else holdAll = true
    },
    /** Stops holding and answers the held prompts with the current decision. */
    release() {
      holdAll = false
      held.clear()
      for (const resume of [...waiting]) resume()
    },
    get pending(): readonly PromptMethod[] {
      return [...pending]
    },
    async prompt(method: PromptMethod): Promise<void> {
      pending.push(method)
      try {
        const delayMs = delays.get(method) ?? defaultDelayMs
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
        if (holdAll || held.has(method)) {
          await new Promise<void>((resolve) => {
            const resume = () => {
              waiting.delete(resume)
              resolve()
            }
            waiting.add(resume)
          })
        }
        if ((decisions.get(method) ?? defaultDecision) === 'reject') throw WalletRpcError.userRejected(method)
      } finally {
        pending.splice(pending.indexOf(method), 1)
      }
    },
  }
}
