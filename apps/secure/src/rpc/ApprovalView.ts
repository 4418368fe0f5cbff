/** One line of the approval screen: `key` names it for tests (`data-testid="approval-<key>"`). */
export type ApprovalRow = { key: string; label: string; value: string }

/** What the frame's approval screen shows for a request it decoded: a title and labelled lines. */
export type ApprovalView = { title: string; rows: readonly ApprovalRow[] }
