/**
 * What the frame's approval screen shows for a request it decoded (a transaction): a title and labelled rows,
 * one section per transaction. A request without one shows its message or params as text.
 */
export interface ApprovalReview {
  title: string
  sections: { heading?: string; rows: ApprovalRow[] }[]
}

/** One labelled value; `key` names it for tests (`data-testid="approval-<key>"`). */
export interface ApprovalRow {
  label: string
  value: string
  key?: string
}
