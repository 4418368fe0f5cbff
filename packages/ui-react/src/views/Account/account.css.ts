export const accountCss = `
.avatar { width: 64px; height: 64px; border-radius: 50%; background: var(--accent-soft); }
.address {
  display: inline-flex; align-items: center; gap: 6px; border: 0; background: transparent;
  font-size: var(--text-l); font-weight: 600; padding: 2px 6px; border-radius: var(--radius-s);
}
.address:hover { background: var(--surface); }
.balance { min-height: 20px; color: var(--muted); display: flex; align-items: center; }
.feature-entries { display: flex; gap: 8px; }
.feature-entries > .action { flex: 1; }
.tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--radius-m); background: var(--surface); }
.tab { flex: 1; min-height: 32px; border: 0; border-radius: var(--radius-s); background: transparent; color: var(--muted); font-weight: 500; }
.tab[aria-selected='true'] { background: var(--bg); color: var(--fg); }
`
