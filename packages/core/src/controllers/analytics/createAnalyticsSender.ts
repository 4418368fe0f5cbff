import type { AnalyticsEventBody } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import { createEventId } from '../../cloud/createEventId.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { HttpError } from '../../errors/HttpError.js'

/** An event as recorded when it happened, without the id it gets when it is sent. */
export type RecordedEvent = Omit<AnalyticsEventBody, 'eventId'>

export interface AnalyticsSender {
  /** Whether the project's analytics config enables analytics; undefined when the cloud could not answer. */
  loadConfig(): Promise<boolean | undefined>
  /** Posts one event to `/e`; failures are logged. */
  post(event: RecordedEvent): Promise<void>
}

/** A 4xx other than 429: the project refuses analytics, asking again will not help. */
function isProjectError(error: unknown): boolean {
  return error instanceof HttpError && error.status < 500 && error.status !== 429
}

/**
 * What analytics asks Portico Cloud (loaded with the first activation): the config and the posts.
 * `stop` is called with a project's refusal (a 4xx answer to the config, a 403 to a post).
 */
export function createAnalyticsSender(
  context: Pick<CloudContext, 'cloud'>,
  stop: (error: unknown) => void,
): AnalyticsSender {
  return {
    async loadConfig() {
      try {
        return (await context.cloud.getAnalyticsConfig()).isAnalyticsEnabled === true
      } catch (error) {
        warnCloudFailure('Portico: could not load the analytics configuration', error)
        if (!isProjectError(error)) return undefined
        stop(error)
        return false
      }
    },
    async post(event) {
      try {
        await context.cloud.sendEvent({ eventId: createEventId(), ...event })
      } catch (error) {
        warnCloudFailure('Portico: could not send an analytics event', error)
        if (error instanceof HttpError && error.status === 403) stop(error)
      }
    },
  }
}
