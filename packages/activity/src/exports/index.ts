export type {
  ActivityApi,
  ActivityPage,
  ActivityPurchase,
  ActivityState,
  ActivityTransaction,
  ActivityTransfer,
  PendingTransaction,
} from '../ActivityTransaction.js'
export { type ActivityParameters, activity } from '../activity.js'
