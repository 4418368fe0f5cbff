/** The Buy views' own styles, on top of the modal's shared classes (stack, action, note, search, spinner). */
export const onrampStyles = `
.onramp-side { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: var(--radius-m); background: var(--surface); }
.onramp-label { font-size: var(--text-s); color: var(--muted); }
.onramp-row { display: flex; gap: 8px; align-items: center; }
.onramp-row > .search { flex: 1; min-width: 0; }
.onramp-pick { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 0 10px; border: 1px solid var(--border); border-radius: var(--radius-m); background: var(--bg); color: var(--fg); font: inherit; cursor: pointer; }
.onramp-error { padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); color: var(--error); font-size: var(--text-s); }
.onramp-status { display: flex; align-items: center; justify-content: center; gap: 8px; color: var(--muted); text-align: center; }
.onramp-success { color: var(--success); text-align: center; font-weight: 500; }
.onramp-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.onramp-quote { display: flex; width: 100%; flex-direction: column; gap: 2px; padding: 10px 12px; border: 1px solid var(--border); border-radius: var(--radius-m); background: var(--bg); color: var(--fg); font: inherit; text-align: start; cursor: pointer; }
.onramp-quote:hover, .onramp-quote:focus-visible { background: var(--surface); }
.onramp-quote > small, .onramp-refused { color: var(--muted); font-size: var(--text-s); }
.onramp-quote-head { display: flex; justify-content: space-between; gap: 8px; font-weight: 500; }
.onramp-option { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 10px; padding: 8px; border: 0; border-radius: var(--radius-m); background: none; color: var(--fg); font: inherit; text-align: start; cursor: pointer; }
.onramp-option:hover, .onramp-option:focus-visible { background: var(--surface); }
.onramp-currency { display: inline-flex; align-items: center; gap: 8px; }
.onramp-currency-icon { width: 24px; height: 24px; border-radius: 50%; object-fit: cover; }
.onramp-link { border: 0; background: none; color: var(--accent); font: inherit; cursor: pointer; padding: 0; align-self: center; }
`
