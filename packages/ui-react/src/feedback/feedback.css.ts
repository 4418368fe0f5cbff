export const feedbackCss = `
.alert {
  position: fixed; top: 12px; left: 50%; transform: translateX(-50%); z-index: 1;
  width: min(360px, calc(100vw - 24px)); display: flex; align-items: center; gap: 8px;
  padding: 8px 8px 8px 12px; border-radius: var(--radius-m); pointer-events: auto;
  background: var(--bg); color: var(--fg); border: 1px solid var(--tone, var(--border));
  box-shadow: 0 6px 20px color-mix(in srgb, #000, transparent 80%);
  animation: portico-fade 150ms ease;
}
.root[data-mode='embedded'] .alert { position: static; transform: none; width: auto; margin-bottom: 8px; }
.alert > svg { color: var(--tone, var(--accent)); flex: none; }
.alert[data-variant='error'] { --tone: var(--error); }
.alert[data-variant='success'] { --tone: var(--success); }
.alert[data-variant='warning'] { --tone: var(--warning); }
.alert-message { flex: 1; min-width: 0; font-size: var(--text-s); }
.toasts {
  position: fixed; bottom: 16px; left: 50%; transform: translateX(-50%); z-index: 1;
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
