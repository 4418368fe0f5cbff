/** The Swap views' own styles, on top of the modal's shared classes (stack, action, note, search, spinner). */
export const swapStyles = `
.swap-side { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: var(--radius-m); background: var(--surface); }
.swap-label { font-size: var(--text-s); color: var(--muted); }
.swap-row { display: flex; gap: 8px; align-items: center; }
.swap-row > .search { flex: 1; min-width: 0; }
.swap-token { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 0 10px; border: 1px solid var(--border); border-radius: var(--radius-m); background: var(--bg); color: var(--fg); font: inherit; cursor: pointer; }
.swap-icon { width: 24px; height: 24px; border-radius: 50%; object-fit: cover; }
.swap-meta { display: flex; justify-content: space-between; gap: 8px; font-size: var(--text-s); color: var(--muted); }
.swap-max { border: 0; background: none; color: var(--accent); font: inherit; cursor: pointer; padding: 0; }
.swap-flip { align-self: center; width: 36px; height: 36px; border: 1px solid var(--border); border-radius: 50%; background: var(--bg); color: var(--fg); cursor: pointer; }
.swap-error { padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); color: var(--error); font-size: var(--text-s); }
.swap-status { display: flex; align-items: center; justify-content: center; gap: 8px; color: var(--muted); }
.swap-success { color: var(--success); text-align: center; font-weight: 500; }
.swap-summary { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: var(--radius-m); background: var(--surface); }
.swap-line { display: flex; justify-content: space-between; gap: 12px; font-size: var(--text-s); }
.swap-line > :first-child { color: var(--muted); }
.swap-line > :last-child { text-align: end; }
.swap-slippage { width: 72px; min-height: 32px; text-align: end; }
.swap-list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.swap-list-title { margin: 8px 0 0; font-size: var(--text-s); color: var(--muted); }
.swap-option { display: flex; width: 100%; align-items: center; gap: 10px; padding: 8px; border: 0; border-radius: var(--radius-m); background: none; color: var(--fg); font: inherit; text-align: start; cursor: pointer; }
.swap-option:hover, .swap-option:focus-visible { background: var(--surface); }
.swap-option-name { flex: 1; display: flex; flex-direction: column; }
.swap-option-name > small { color: var(--muted); }
.swap-actions { display: flex; gap: 8px; }
.swap-actions > .action { flex: 1; }
`
