/** The Send views' own styles, on top of the modal's shared classes (stack, action, note, search). */
export const sendStyles = `
.send-field { display: flex; flex-direction: column; gap: 4px; }
.send-label { font-size: var(--text-s); color: var(--muted); }
.send-select { width: 100%; min-height: 40px; padding: 0 8px; border: 1px solid var(--border); border-radius: var(--radius-m); background: var(--surface); color: var(--fg); font: inherit; }
.send-token-row { display: flex; gap: 8px; align-items: center; }
.send-token-row > .send-select { flex: 1; }
.send-token-icon { flex: none; display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; object-fit: cover; background: var(--accent-soft); color: var(--fg); font-size: var(--text-s); font-weight: 600; }
.send-token-name { font-size: var(--text-s); color: var(--muted); }
.send-amount-row { display: flex; gap: 8px; align-items: center; }
.send-amount-row > .search { flex: 1; }
.send-meta { display: flex; justify-content: space-between; font-size: var(--text-s); color: var(--muted); }
.send-error { padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); color: var(--error); font-size: var(--text-s); }
.send-summary { display: flex; flex-direction: column; gap: 8px; padding: 12px; border-radius: var(--radius-m); background: var(--surface); }
.send-line { display: flex; justify-content: space-between; gap: 12px; font-size: var(--text-s); }
.send-line > span:first-child { color: var(--muted); }
.send-line > span:last-child { text-align: end; word-break: break-all; }
.send-amount { font-size: var(--text-l); font-weight: 600; text-align: center; }
.send-receiver { display: inline-flex; align-items: center; gap: 6px; }
.send-receiver-image { width: 20px; height: 20px; border-radius: 50%; object-fit: cover; }
.send-status { display: flex; align-items: center; justify-content: center; gap: 8px; color: var(--muted); }
.send-success { color: var(--success); text-align: center; font-weight: 500; }
.send-actions { display: flex; gap: 8px; }
.send-actions > .action { flex: 1; }
`
