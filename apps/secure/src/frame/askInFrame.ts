import { hexToString, isHex } from 'viem'
import type { FrameTranslate } from '../i18n/FrameTranslate.js'
import type { ApprovalReview } from './ApprovalReview.js'

/** What a signing request shows: the message as text when it is readable, else as it came. */
function describe(method: string, params: unknown): string {
  if (method === 'personal_sign' && Array.isArray(params) && typeof params[0] === 'string') {
    const message = params[0]
    return isHex(message) ? hexToString(message) : message
  }
  return JSON.stringify(params, null, 2)
}

/** A decoded request's sections as labelled rows (a `<dl>` each, under its heading). */
function renderReview(review: ApprovalReview): HTMLElement {
  const content = document.createElement('div')
  for (const section of review.sections) {
    if (section.heading) {
      const heading = document.createElement('h2')
      heading.textContent = section.heading
      content.append(heading)
    }
    const list = document.createElement('dl')
    for (const row of section.rows) {
      const label = document.createElement('dt')
      label.textContent = row.label
      const value = document.createElement('dd')
      value.textContent = row.value
      if (row.key) value.dataset.testid = `approval-${row.key}`
      list.append(label, value)
    }
    content.append(list)
  }
  return content
}

/**
 * The frame's own approval screen: shows what is to be signed and for which address, and resolves with the
 * visitor's choice (false when `signal` aborts first). It is the frame's DOM, so the page cannot click it or change what it shows.
 * Its texts are `t`'s, the visitor's locale (a decoded review comes already in it).
 */
export function askInFrame(
  root: HTMLElement,
  request: { method: string; params: unknown; address: string; review?: ApprovalReview },
  signal: AbortSignal | undefined,
  t: FrameTranslate,
) {
  return new Promise<boolean>((resolve) => {
    // The widget gave up on the request (its modal closed): the screen goes, nothing is signed.
    signal?.addEventListener('abort', () => {
      root.replaceChildren()
      resolve(false)
    })
    root.replaceChildren()
    const title = document.createElement('h1')
    title.textContent =
      request.review?.title ??
      (request.method === 'personal_sign' || request.method === 'solana_signMessage'
        ? t('frame.title.signMessage')
        : t('frame.title.approveMethod', { method: request.method }))
    const account = document.createElement('p')
    account.textContent = t('frame.account', { address: request.address })
    const body = request.review ? renderReview(request.review) : document.createElement('pre')
    body.dataset.testid = 'approval-content'
    if (!request.review) body.textContent = describe(request.method, request.params)
    const choose = (approved: boolean) => () => {
      root.replaceChildren()
      resolve(approved)
    }
    const approve = document.createElement('button')
    approve.textContent = t('frame.approve')
    approve.addEventListener('click', choose(true))
    const reject = document.createElement('button')
    reject.textContent = t('frame.reject')
    reject.addEventListener('click', choose(false))
    root.append(title, account, body, reject, approve)
  })
}
