import { expect, it } from 'vitest'
import { createPromptPolicy } from './createPromptPolicy.js'
import type { TestWalletPromptControls } from './TestWalletPromptControls.js'
import { withPromptControls } from './withPromptControls.js'

interface NamedWallet extends TestWalletPromptControls<'sign'> {
  name: string
}

it("answers the wallet's prompts as its controls say, with pendingPrompts live", async () => {
  const policy = createPromptPolicy<'sign'>()
  const wallet = withPromptControls<NamedWallet>(policy, { name: 'Controlled' })
  wallet.hold('sign')
  const answered = policy.prompt('sign')
  expect(wallet.pendingPrompts).toEqual(['sign'])
  wallet.reject()
  wallet.release()
  await expect(answered).rejects.toMatchObject({ code: 4001 })
  expect(wallet.pendingPrompts).toEqual([])
})
