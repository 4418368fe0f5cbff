import type { MailMessage } from './MailMessage.js'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The inbox as a page a person reads during `pnpm lab` (newest first, every text escaped). */
export function renderInboxPage(messages: readonly MailMessage[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (message) => `<article data-testid="mail">
<h2>${escapeHtml(message.subject)}</h2>
<p>To ${escapeHtml(message.to.join(', '))} · ${escapeHtml(message.receivedAt)}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<title>Portico local inbox</title>
<style>body{font:15px system-ui;max-width:720px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd}pre{white-space:pre-wrap;font-size:17px}</style>
</head><body><h1>Portico local inbox</h1>
<p>Every e-mail the local cloud sends lands here; nothing leaves this machine.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`
}
