/**
 * Activity's English texts: the fallback of every locale, loaded with the modal's code. Keys are flat and
 * view-scoped, `{name}` is filled from the values given to `t`; documented texts are verbatim.
 */
export const en = {
  'activity.sent': 'Sent',
  'activity.received': 'Received',
  'activity.minted': 'Minted',
  'activity.traded': 'Traded',
  'activity.deployed': 'Deployed',
  'activity.executed': 'Executed',
  'activity.pending': 'Pending',
  'activity.failed': 'Failed',
  'activity.bought': 'Bought',
  'activity.buying': 'Buying',
  'activity.purchaseDetail': '{amount} {currency} of {asset}',
  'activity.today': 'Today',
  'activity.yesterday': 'Yesterday',
  'activity.pendingList': 'Pending transactions',
  'activity.loading': 'Loading transactions',
} as const
