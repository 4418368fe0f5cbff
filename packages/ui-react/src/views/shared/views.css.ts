export const viewsCss = `
.stack { display: flex; flex-direction: column; gap: 8px; }
.list { list-style: none; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.row {
  width: 100%; display: flex; align-items: center; gap: 12px; min-height: 48px; padding: 8px 12px;
  border: 0; border-radius: var(--radius-m); background: var(--surface); text-align: start;
}
.row:hover:not(:disabled) { background: var(--surface-hover); }
a.row { box-sizing: border-box; color: inherit; text-decoration: none; }
.row[data-current='true'] { box-shadow: inset 0 0 0 1px var(--accent); }
.row[data-state='error'] { box-shadow: inset 0 0 0 1px var(--error); }
.row-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.row-tag { font-size: var(--text-s); color: var(--muted); }
.row-tag[data-tone='accent'] { color: var(--accent-text); }
.wallet-icon {
  width: 32px; height: 32px; flex: none; border-radius: var(--radius-s); object-fit: cover;
  display: inline-flex; align-items: center; justify-content: center; background: var(--accent-soft); color: var(--accent-text);
}
.wallet-icon[data-size='large'] { width: 64px; height: 64px; border-radius: var(--radius-l); }
.wallet-icon > img { width: 100%; height: 100%; border-radius: inherit; object-fit: cover; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 16px 0 8px; }
.headline { font-size: var(--text-l); font-weight: 600; }
.note { color: var(--muted); font-size: var(--text-s); }
.note[data-tone='error'] { color: var(--error); }
.action {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border: 0; border-radius: var(--radius-m); background: var(--accent); color: var(--on-accent); font-weight: 600;
}
.action[data-variant='secondary'] { background: var(--surface); color: var(--fg); }
.action[data-variant='danger'] { background: var(--surface); color: var(--error); }
.action[data-block='true'] { width: 100%; }
.search {
  width: 100%; min-height: 40px; padding: 0 12px; border: 1px solid var(--border); border-radius: var(--radius-m);
  background: var(--surface); color: var(--fg); outline: none;
}
.search:focus-visible { border-color: var(--accent); outline: 2px solid var(--accent-soft); outline-offset: 0; }
.empty { padding: 24px 0; text-align: center; color: var(--muted); }
.plain { border: 0; padding: 0; margin: 0; min-width: 0; }
.plain:disabled .row { opacity: 0.5; cursor: not-allowed; }
.legal { display: flex; flex-direction: column; gap: 4px; padding: 4px 0; }
.legal-label { display: flex; align-items: center; gap: 8px; font-size: var(--text-s); }
.legal-label input { accent-color: var(--accent); width: 16px; height: 16px; }
.legal-links { display: flex; gap: 12px; }
.legal-links a { color: var(--accent-text); }
.guide { text-align: center; padding-top: 4px; }
.guide button { background: none; border: 0; padding: 0; font: inherit; color: var(--accent-text); cursor: pointer; }
.guide-points li { display: flex; flex-direction: column; gap: 2px; padding: 8px 4px; }
`
