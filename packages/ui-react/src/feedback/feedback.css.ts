export const feedbackCss = `
.alert {
  position: fixed; inset-block-start: 12px; inset-inline: 0; margin-inline: auto; z-index: 1;
  width: min(360px, calc(100vw - 24px)); display: flex; align-items: center; gap: 8px;
  padding-block: 8px; padding-inline: 12px 8px; border-radius: var(--radius-m); pointer-events: auto;
  background: var(--bg); color: var(--fg); border: 1px solid var(--tone, var(--border));
  box-shadow: 0 6px 20px color-mix(in srgb, #000, transparent 80%);
  animation: portico-fade 150ms ease;
}
.root[data-mode='embedded'] .alert { position: static; width: auto; margin-block-end: 8px; }
.alert > svg { color: var(--tone, var(--accent)); flex: none; }
.alert[data-variant='error'] { --tone: var(--error); }
.alert[data-variant='success'] { --tone: var(--success); }
.alert[data-variant='warning'] { --tone: var(--warning); }
.alert-message { flex: 1; min-width: 0; font-size: var(--text-s); }
.toasts {
  position: fixed; inset-block-end: 16px; inset-inline: 0; z-index: 1;
  display: flex; flex-direction: column; align-items: center; gap: 8px; pointer-events: none;
}
.toast {
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
  background: var(--bg); color: var(--fg); border: 1px solid var(--border); font-size: var(--text-s); font-weight: 500;
  box-shadow: 0 6px 20px color-mix(in srgb, #000, transparent 80%);
  animation: portico-rise 150ms ease;
}
.toast[data-variant='error'] { color: var(--error); }
.toast[data-variant='success'] { color: var(--success); }
`
