import type { createPromptPolicy } from './createPromptPolicy.js'
import type { TestWalletPromptControls } from './TestWalletPromptControls.js'

type PromptMethodOf<W> = W extends TestWalletPromptControls<infer Method> ? Method : never

/**
 * Completes a test wallet with the prompt controls of its policy (`pendingPrompts` stays live), so
 * each wallet states only what is its own. Returns the same object.
 */
export function withPromptControls<W extends TestWalletPromptControls<string>>(
  policy: ReturnType<typeof createPromptPolicy<PromptMethodOf<W>>>,
  wallet: Omit<W, keyof TestWalletPromptControls<string>>,
): W {
  Object.defineProperty(wallet, 'pendingPrompts', { get: () => policy.pending, enumerable: true })
  const { approve, reject, delay, hold, release } = policy
  return Object.assign(wallet, { approve, reject, delay, hold, release }) as unknown as W
}
