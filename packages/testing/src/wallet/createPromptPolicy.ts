import type { PromptMethod } from './TestWalletTypes.js'
import { WalletRpcError } from './WalletRpcError.js'

type Decision = 'approve' | 'reject'

/**
 * How the wallet answers prompts: approve or reject, after an optional delay, per method with a
 * default for all; or held open until `release()`, as a prompt the user has not answered yet.
 * `prompt` resolves when the "user" approves and rejects with 4001 otherwise. `Method` names the
 * prompting requests (the EVM wallet's RPC methods, the Solana wallet's Wallet Standard features).
 */
export function createPromptPolicy<Method extends string = PromptMethod>() {
  let defaultDecision: Decision = 'approve'
  let defaultDelayMs = 0
  const decisions = new Map<Method, Decision>()
  const delays = new Map<Method, number>()
  const pending: Method[] = []
  let holdAll = false
  const held = new Set<Method>()
  const waiting = new Set<() => void>()

  const decide = (decision: Decision, method: Method | undefined) => {
    if (method) return void decisions.set(method, decision)
    decisions.clear()
    defaultDecision = decision
  }

  return {
    approve: (method?: Method) => decide('approve', method),
    reject: (method?: Method) => decide('reject', method),
    delay(ms: number, method?: Method) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError(`delay must be a non-negative number, got ${ms}`)
      if (method) return void delays.set(method, ms)
      delays.clear()
      defaultDelayMs = ms
    },
    /** Keeps prompts open (one method, or all) until `release()`. */
    hold(method?: Method) {
      if (method) held.add(method)
      else holdAll = true
    },
    /** Stops holding and answers the held prompts with the current decision. */
    release() {
      holdAll = false
      held.clear()
      for (const resume of [...waiting]) resume()
    },
    get pending(): readonly Method[] {
      return [...pending]
    },
    async prompt(method: Method): Promise<void> {
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
