/** Events kept while analytics waits for the visitor's first interaction; older ones are dropped. */
export const ANALYTICS_QUEUE_MAX = 50
