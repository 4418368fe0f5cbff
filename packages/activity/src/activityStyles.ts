/** The Activity tab's own rules; rows reuse the Account view's `.holding` layout. */
export const activityStyles = `
.activity-day { margin: 12px 0 4px; font-size: var(--text-s); font-weight: 600; color: var(--muted); }
.activity-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.activity-time { font-size: var(--text-s); color: var(--muted); white-space: nowrap; }
.activity-status { font-size: var(--text-s); font-weight: 500; }
.activity-more { min-height: 24px; display: flex; justify-content: center; padding: 8px 0; }
`
