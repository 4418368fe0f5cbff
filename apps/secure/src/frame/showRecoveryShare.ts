import type { FrameTranslate } from '../i18n/FrameTranslate.js'

/**
 * The frame's own recovery screen: shows the wallet's recovery share for the visitor to write down, and resolves
 * true when they confirm they saved it ("I saved it"), false for "Not now" or when `signal` aborts. It is the
 * frame's DOM: the page that embeds the frame can neither read the share nor press a button.
 */
export function showRecoveryShare(
  root: HTMLElement,
  request: { share: string; address: string },
  signal: AbortSignal | undefined,
  t: FrameTranslate,
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    signal?.addEventListener('abort', () => {
      root.replaceChildren()
      resolve(false)
    })
    const text = (tag: string, content: string) => {
      const element = document.createElement(tag)
      element.textContent = content
      return element
    }
    const share = text('pre', request.share)
    share.dataset.testid = 'recovery-share'
    const choose = (saved: boolean) => () => {
      root.replaceChildren()
      resolve(saved)
    }
    const later = text('button', t('frame.recovery.notNow'))
    later.addEventListener('click', choose(false))
    const saved = text('button', t('frame.recovery.saved'))
    saved.addEventListener('click', choose(true))
    root.replaceChildren(
      text('h1', t('frame.recovery.title')),
      text('p', t('frame.account', { address: request.address })),
      share,
      text('p', t('frame.recovery.notice')),
      later,
      saved,
    )
  })
}
