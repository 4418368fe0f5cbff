import type { FrameTranslate } from '../i18n/FrameTranslate.js'

/**
 * The frame's own restore screen, on a device that holds no share of the wallet: the visitor pastes or types the
 * recovery share they exported; `check` says why a share does not restore this wallet (shown, to try again) or
 * nothing when it does. Resolves the share once checked, undefined for Cancel or when `signal` aborts. It is the
 * frame's DOM: the page that embeds the frame can neither read the field nor press a button.
 */
export function askRecoveryShare(
  root: HTMLElement,
  request: { address: string; check(share: string): Promise<string | undefined> },
  signal: AbortSignal | undefined,
  t: FrameTranslate,
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
    field.setAttribute('aria-label', t('frame.restore.field'))
    const problem = text('p', '')
    problem.setAttribute('role', 'alert')
    problem.dataset.testid = 'recovery-error'
    const cancel = text('button', t('frame.restore.cancel'))
    cancel.addEventListener('click', () => finish(undefined))
    const restore = document.createElement('button')
    restore.textContent = t('frame.restore.restore')
    restore.addEventListener('click', async () => {
      const share = field.value.replace(/\s+/g, '')
      restore.disabled = true
      const why = share ? await request.check(share) : t('frame.restore.empty')
      restore.disabled = false
      if (why) problem.textContent = why
      else finish(share)
    })
    root.replaceChildren(
      text('h1', t('frame.restore.title')),
      text('p', t('frame.account', { address: request.address })),
      text('p', t('frame.restore.notice')),
      field,
      problem,
      cancel,
      restore,
    )
  })
}
