/**
 * Button styles (light DOM, so every selector is `portico-` prefixed). Width and height are fixed
 * so switching between disconnected, connecting and connected never moves the page.
 */
export const buttonsCss = `
.portico-button {
  --pb-accent: #2f5fe8; --pb-bg: #1e1f25; --pb-fg: #f1f2f4; --pb-muted: #9b9da7;
  box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 40px; padding: 0 14px; border: 0; border-radius: 12px; cursor: pointer; vertical-align: middle;
  font: 600 14px/1 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  background: var(--pb-bg); color: var(--pb-fg); white-space: nowrap; overflow: hidden;
}
.portico-button[data-theme='light'] { --pb-bg: #f2f3f5; --pb-fg: #15161a; --pb-muted: #62656f; }
.portico-button[data-state='disconnected'] { background: var(--pb-accent); color: #fff; }
.portico-button:focus-visible { outline: 2px solid var(--pb-accent); outline-offset: 2px; }
.portico-button[data-kind='connect'] { width: 172px; }
.portico-button[data-kind='account'] { width: 248px; }
.portico-button[data-kind='network'] { width: 160px; }
.portico-button-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.portico-button-muted { color: var(--pb-muted); font-weight: 500; }
/* The account's address (or name) keeps its characters; a long balance gives way to an ellipsis. */
.portico-button[data-kind='account'] .portico-button-label { flex-shrink: 0; max-width: 60%; }
.portico-button[data-kind='account'] .portico-button-muted { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.portico-avatar { width: 22px; height: 22px; flex: none; border-radius: 50%; }
.portico-spinner {
  width: 14px; height: 14px; flex: none; border-radius: 50%; border: 2px solid currentColor; border-inline-end-color: transparent;
  animation: portico-button-spin 700ms linear infinite;
}
@keyframes portico-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .portico-spinner { animation: none; } }
`
