/**
 * The longest text an analytics event carries in one property (an error's message is cut here; the error report
 * has it whole). Keeps every event within the cloud's 2 KB for an event's props.
 */
export const ANALYTICS_TEXT_MAX = 256
