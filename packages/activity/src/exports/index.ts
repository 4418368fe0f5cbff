export type {
  ActivityApi,
  ActivityPage,
  ActivityState,
  ActivityTransaction,
  ActivityTransfer,
  PendingTransaction,
} from '../ActivityTransaction.js'
export { type ActivityParameters, activity } from '../activity.js'
