/** ProfileWallets' own rules; rows, tags and buttons reuse the modal's `.list`, `.row-tag` and `.action`. */
export const profileWalletsStyles = `
.profile-wallet {
  display: grid; grid-template-columns: 32px minmax(0, 1fr) auto; align-items: center; column-gap: 12px; row-gap: 8px;
  padding: 10px 12px; border-radius: var(--radius-m); background: var(--surface);
}
.profile-wallet[data-active='true'] { box-shadow: inset 0 0 0 1px var(--accent); }
.profile-wallet-text { min-width: 0; display: flex; flex-direction: column; }
.profile-wallet-name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.profile-wallet-detail { font-size: var(--text-s); color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.profile-wallet-actions { grid-column: 2 / 4; display: flex; gap: 6px; }
.profile-wallet-actions:empty { display: none; }
.profile-wallet-actions .action { flex: 1; min-height: 32px; padding: 0 10px; }
.profile-wallets-group-title { margin: 0; font-size: var(--text-s); font-weight: 500; color: var(--muted); }
`
