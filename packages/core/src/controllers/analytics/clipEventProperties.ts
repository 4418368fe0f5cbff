import { ANALYTICS_TEXT_MAX } from './analyticsTextMax.js'

/** An event's properties with each text cut to ANALYTICS_TEXT_MAX characters (an ellipsis marks a cut). */
export function clipEventProperties<properties extends object>(properties: properties): properties {
  return Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > ANALYTICS_TEXT_MAX
        ? `${value.slice(0, ANALYTICS_TEXT_MAX - 1)}…`
        : value,
    ]),
  ) as properties
}
