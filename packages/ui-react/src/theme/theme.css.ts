/**
 * Theme: defaults of the public tokens, light and dark palettes, and everything derived from the
 * tokens. `:host { all: initial !important }` stops the page's inherited and `*` styles at the host.
 */
export const themeCss = `
:host { all: initial !important; }
:host([data-mode='embedded']) { display: block !important; }
.root {
  --portico-accent: #2f5fe8;
  --portico-color-mix: #000;
  --portico-color-mix-strength: 0;
  --portico-font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --portico-font-size-master: 10px;
  --portico-border-radius-master: 4px;
  --portico-z-index: 9999;
  --mix: calc(var(--portico-color-mix-strength) * 1%);
  --bg: color-mix(in srgb, var(--base-bg), var(--portico-color-mix) var(--mix));
  --surface: color-mix(in srgb, var(--base-surface), var(--portico-color-mix) var(--mix));
  --surface-hover: color-mix(in srgb, var(--surface), var(--base-fg) 6%);
  --fg: var(--base-fg);
  --muted: var(--base-muted);
  --border: var(--base-border);
  --accent: var(--portico-accent);
  --accent-soft: color-mix(in srgb, var(--accent), transparent 85%);
  --on-accent: #fff;
  --radius-s: calc(var(--portico-border-radius-master) * 2);
  --radius-m: calc(var(--portico-border-radius-master) * 3);
  --radius-l: calc(var(--portico-border-radius-master) * 6);
  --text-s: calc(var(--portico-font-size-master) * 1.2);
  --text-m: calc(var(--portico-font-size-master) * 1.4);
  --text-l: calc(var(--portico-font-size-master) * 1.6);
  font-family: var(--portico-font-family);
  font-size: var(--text-m);
  line-height: 1.4;
  color: var(--fg);
  -webkit-font-smoothing: antialiased;
}
.root[data-theme='dark'] {
  --base-bg: #141519; --base-surface: #1e1f25; --base-fg: #f1f2f4; --base-muted: #9b9da7; --base-border: #2b2c34;
  --error: #f2555a; --success: #3dd68c; --warning: #f5a524;
  --accent-text: color-mix(in srgb, var(--accent), #fff 45%);
  color-scheme: dark;
}
.root[data-theme='light'] {
  --base-bg: #ffffff; --base-surface: #f2f3f5; --base-fg: #15161a; --base-muted: #62656f; --base-border: #e3e4e8;
  --error: #cd2b31; --success: #1a7f4b; --warning: #a35f00;
  --accent-text: var(--accent);
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, input { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: default; opacity: 0.6; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.spinner {
  width: 16px; height: 16px; border-radius: 50%; flex: none;
  border: 2px solid var(--accent-soft); border-top-color: var(--accent);
  animation: portico-spin 700ms linear infinite;
}
@keyframes portico-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0s !important; }
}
`
