/**
 * The frame's own restore screen, on a device that holds no share of the wallet: the visitor pastes or types the
 * recovery share they exported; `check` says why a share does not restore this wallet (shown, to try again) or
 * nothing when it does. Resolves the share once checked, undefined for Cancel or when `signal` aborts. It is the
 * frame's DOM: the page that embeds the frame can neither read the field nor press a button.
 */
export function askRecoveryShare(
  root: HTMLElement,
  request: { address: string; check(share: string): Promise<string | undefined> },
  signal?: AbortSignal,
): Promise<string | undefined> {
  return new Promise<string | undefined>((resolve) => {
    const finish = (share: string | undefined) => {
      root.replaceChildren()
      resolve(share)
    }
    signal?.addEventListener('abort', () => finish(undefined))
    const text = (tag: string, content: string) => {
      const element = document.createElement(tag)
      element.textContent = content
      return element
    }
    const field = document.createElement('textarea')
    field.dataset.testid = 'recovery-input'
    field.rows = 3
    field.spellcheck = false
    field.autocomplete = 'off'
    field.setAttribute('aria-label', 'Recovery share')
    const problem = text('p', '')
    problem.setAttribute('role', 'alert')
    problem.dataset.testid = 'recovery-error'
    const cancel = text('button', 'Cancel')
    cancel.addEventListener('click', () => finish(undefined))
    const restore = document.createElement('button')
    restore.textContent = 'Restore'
    restore.addEventListener('click', async () => {
      const share = field.value.replace(/\s+/g, '')
      restore.disabled = true
      const why = share ? await request.check(share) : 'Enter your recovery share'
      restore.disabled = false
      if (why) problem.textContent = why
      else finish(share)
    })
    root.replaceChildren(
      text('h1', 'Restore your wallet'),
      text('p', `Account ${request.address}`),
      text(
        'p',
        'This device holds no share of your wallet. Enter the recovery share you saved: with your login it restores the wallet on this device.',
      ),
      field,
      problem,
      cancel,
      restore,
    )
  })
}
