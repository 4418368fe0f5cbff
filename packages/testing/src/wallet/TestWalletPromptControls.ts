/**
 * How a test answers a test wallet's prompts; `Method` names its prompting requests (RPC methods
 * or Wallet Standard features).
 */
export interface TestWalletPromptControls<Method extends string> {
  /** Prompting requests waiting for an answer (for tests that wait on a delayed or held prompt). */
  readonly pendingPrompts: readonly Method[]

  /** Approves prompts (the default): one request, or every request when none is given. */
  approve(method?: Method): void
  /** Rejects prompts with 4001 (user rejected): one request, or every request when none is given. */
  reject(method?: Method): void
  /** Answers prompts after `ms` milliseconds: one request, or every request when none is given. */
  delay(ms: number, method?: Method): void
  /** Keeps prompts open (one request, or every request) until `release()`: a user who has not answered yet. */
  hold(method?: Method): void
  /** Stops holding and answers the held prompts with the current decision (approve or reject). */
  release(): void
}
