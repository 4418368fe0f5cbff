/** ProfileWallets' own rules; rows, tags and buttons reuse the modal's `.list`, `.row-tag` and `.action`. */
export const profileWalletsStyles = `
.profile-wallet { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px; border-radius: var(--radius-m); background: var(--surface); }
.profile-wallet[data-active='true'] { box-shadow: inset 0 0 0 1px var(--accent); }
.profile-wallet-text { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.profile-wallet-name { font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.profile-wallet-detail { font-size: var(--text-s); color: var(--muted); }
.profile-wallet .action { min-height: 32px; padding: 0 10px; }
`
