/** The Permissions view's rows: the grant's lines on the left, its state and Revoke on the right. */
export const permissionsStyles = `
.permission { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; align-items: center;
  padding: 10px 0; border-bottom: 1px solid var(--portico-border, rgba(127, 127, 127, 0.25)); }
.permission-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.permission-app { font-weight: 600; overflow-wrap: anywhere; }
.permission-detail { font-size: 0.85em; opacity: 0.8; }
.permission-side { display: flex; flex-direction: column; align-items: flex-end; gap: 6px; }
`
