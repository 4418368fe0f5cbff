import { escapeHtml } from './escapeHtml.js'

/** A sandbox's page (the on-ramp's checkout, the exchange's payment): one small document, no referrer sent on. */
export const renderSandboxPage = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,button{display:block;margin:.75rem 0}input,button{font:inherit;padding:.5rem}small{color:#666}</style></head>
<body>${body}</body></html>`
