/**
 * The frame's own recovery screen: shows the wallet's recovery share for the visitor to write down, and resolves
 * true when they confirm they saved it ("I saved it"), false for "Not now" or when `signal` aborts. It is the
 * frame's DOM: the page that embeds the frame can neither read the share nor press a button.
 */
export function showRecoveryShare(
  root: HTMLElement,
  request: { share: string; address: string },
  signal?: AbortSignal,
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
    const later = text('button', 'Not now')
    later.addEventListener('click', choose(false))
    const saved = text('button', 'I saved it')
    saved.addEventListener('click', choose(true))
    root.replaceChildren(
      text('h1', 'Your recovery share'),
      text('p', `Account ${request.address}`),
      share,
      text(
        'p',
        'Write it down and keep it offline. With it and your login you can restore this wallet; anyone with both can take it. Once you confirm, this device forgets it.',
      ),
      later,
      saved,
    )
  })
}
