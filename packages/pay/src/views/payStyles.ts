/** The Pay and Fund wallet views' own styles, on top of the modal's shared classes (stack, action, note, spinner). */
export const payStyles = `
.pay-summary { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px; border-radius: var(--radius-m); background: var(--surface); }
.pay-summary > div { display: flex; justify-content: space-between; gap: 8px; }
.pay-summary dt { color: var(--muted); font-size: var(--text-s); }
.pay-summary dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; text-align: end; }
.pay-assets { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; }
.pay-assets > legend { margin-bottom: 4px; padding: 0; }
.pay-assets > label { flex: 1; display: flex; align-items: center; gap: 6px; padding: 8px 12px; border: 1px solid var(--border); border-radius: var(--radius-m); background: var(--surface); cursor: pointer; }
.pay-assets > label:has(:checked) { border-color: var(--accent); font-weight: 600; }
.pay-label { color: var(--muted); font-size: var(--text-s); }
.pay-amount { font-size: 1.5em; text-align: center; font-weight: 600; }
.pay-status { display: flex; align-items: center; justify-content: center; gap: 8px; color: var(--muted); text-align: center; }
.pay-success { color: var(--success); text-align: center; font-weight: 500; }
.pay-error { padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); color: var(--error); font-size: var(--text-s); }
`
