/** The name views' own rules; inputs and buttons reuse the modal's `.action` and `.field` styles. */
export const namesStyles = `
.name-field { display: flex; flex-direction: column; gap: 6px; }
.name-input { min-height: 40px; padding: 0 12px; border-radius: var(--radius-m); border: 1px solid var(--border); background: var(--bg); color: var(--fg); font: inherit; }
.name-input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.name-input[aria-invalid='true'] { border-color: var(--error); }
.name-hint { font-size: var(--text-s); color: var(--muted); margin: 0; }
.name-error { font-size: var(--text-s); color: var(--error); margin: 0; }
.name-suggestions { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.name-suggestion { min-height: 32px; padding: 0 10px; border-radius: var(--radius-s); border: 1px solid var(--border); background: var(--surface); color: var(--fg); font: inherit; font-size: var(--text-s); }
.name-registered { font-size: var(--text-l); font-weight: 600; word-break: break-all; text-align: center; }
`
