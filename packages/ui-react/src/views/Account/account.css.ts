export const accountCss = `
.avatar { width: 64px; height: 64px; border-radius: 50%; background: var(--accent-soft); }
.address {
  display: inline-flex; align-items: center; gap: 6px; border: 0; background: transparent;
  font-size: var(--text-l); font-weight: 600; padding: 2px 6px; border-radius: var(--radius-s);
}
.address:hover { background: var(--surface); }
.balance { min-height: 20px; max-width: 100%; color: var(--muted); display: flex; align-items: center; overflow-wrap: anywhere; }
.feature-entries { display: flex; gap: 8px; }
.feature-entries > .action { flex: 1; }
.avatar[data-image='true'] { object-fit: cover; }
.holdings, .nfts { list-style: none; margin: 0; padding: 0; }
.holdings { display: flex; flex-direction: column; gap: 4px; }
.holding { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: var(--radius-m); }
.holding-image {
  width: 36px; height: 36px; flex: none; border-radius: 50%; object-fit: cover; background: var(--accent-soft);
  display: inline-flex; align-items: center; justify-content: center; font-size: var(--text-s); font-weight: 600; color: var(--fg);
}
.holding-image[data-shape='square'] { width: 100%; height: auto; aspect-ratio: 1; border-radius: var(--radius-m); }
.holding-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.holding-name, .nft-name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.holding-detail { font-size: var(--text-s); color: var(--muted); }
.holding-value { font-weight: 500; }
.nfts { display: grid; grid-template-columns: repeat(2, 1fr); gap: 12px; }
.nft { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--radius-m); background: var(--surface); }
.tab { flex: 1; min-height: 32px; border: 0; border-radius: var(--radius-s); background: transparent; color: var(--muted); font-weight: 500; }
.tab[aria-selected='true'] { background: var(--bg); color: var(--fg); }
`
