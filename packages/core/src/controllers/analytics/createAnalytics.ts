import type { CloudContext } from '../../cloud/CloudContext.js'
import { readPageLocation } from '../../cloud/readPageLocation.js'
import { showCloudFailureAlert } from '../../cloud/showCloudFailureAlert.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import type { PorticoEvent } from '../../types/event.js'
import { ANALYTICS_QUEUE_MAX } from './analyticsQueueMax.js'
import { clipEventProperties } from './clipEventProperties.js'
import type { AnalyticsSender, RecordedEvent } from './createAnalyticsSender.js'
import { createErrorReportLimiter } from './createErrorReportLimiter.js'

export interface ErrorReport {
  errorType: string
  errorMessage: string
  /** What the error is about (docs/behaviour.md#errors categories). */
  errorCategory?: string
  stackTrace?: string
  /** The event during which the error happened. */
  event?: string
}

export interface Analytics {
  /** Starts sending: asks the analytics config, then posts the events kept so far. */
  activate(): void
  /** Posts an instance event to `/e` (MODAL_CREATED is never sent; texts cut to ANALYTICS_TEXT_MAX characters). */
  track(event: PorticoEvent): void
  /** Posts an error report to `/e`: at most 5 per 60 s. */
  reportError(report: ErrorReport): void
}

/** Where an event happens and who: the page and the active account. */
function envelope(context: CloudContext) {
  const page = readPageLocation()
  const namespace = context.state.activeNamespace
  const address = namespace === undefined ? undefined : context.state.chains[namespace]?.accountState.address
  return {
    url: page?.href ?? '',
    domain: page?.hostname ?? '',
    timestamp: context.environment.now(),
    address,
  }
}

/** The config and the posts: one chunk, loaded with the first activation. */
const onDemand = () => import('./createAnalyticsSender.js')

/**
 * Analytics of one instance (docs/behaviour.md#calls): events and error reports go to `POST /e` while
 * `features.analytics` is on and the project's analytics config (`GET /getAnalyticsConfig`, asked
 * on activate: the modal's first opening or an idle browser) says enabled; until then the latest
 * 50 events wait in order. When the cloud cannot answer the config, the next activation (the
 * modal opening again) asks again and nothing queued is lost. A project error stops analytics
 * (a 403 shows 'Invalid App Configuration' once); other failures are logged.
 */
export function createAnalytics(context: CloudContext): Analytics {
  const limiter = createErrorReportLimiter(context.environment.now)
  const waiting: RecordedEvent[] = []
  let enabled: boolean | undefined
  let activated = false
  let sender: AnalyticsSender | undefined

  function stop(error: unknown): void {
    enabled = false
    waiting.length = 0
    void showCloudFailureAlert(context.portico, 'analytics', error)
  }

  async function loadConfig(): Promise<void> {
    try {
      sender ??= (await onDemand()).createAnalyticsSender(context, stop)
    } catch (error) {
      warnCloudFailure('Portico: could not load the analytics configuration', error)
      activated = false
      return
    }
    const answer = await sender.loadConfig()
    // The cloud could not answer: the events keep waiting and the next activation asks again.
    if (answer === undefined) {
      activated = false
      return
    }
    enabled = answer
    const ready = waiting.splice(0)
    if (enabled) for (const body of ready) void sender.post(body)
  }

  function send(body: RecordedEvent): void {
    if (!context.state.features.analytics || enabled === false) return
    if (enabled && sender) {
      void sender.post(body)
      return
    }
    waiting.push(body)
    if (waiting.length > ANALYTICS_QUEUE_MAX) waiting.shift()
  }

  return {
    activate() {
      if (activated || !context.state.features.analytics) return
      activated = true
      void loadConfig()
    },
    track(event) {
      if (event.type === 'MODAL_CREATED') return
      const { address, ...rest } = envelope(context)
      const { type, ...properties } = event
      send({
        ...rest,
        props: { type: 'track', event: type, properties: clipEventProperties(properties), address },
      })
    },
    reportError(report) {
      if (!context.state.features.analytics || enabled === false || !limiter.take()) return
      const { address, ...rest } = envelope(context)
      send({ ...rest, props: { type: 'error', ...report, event: report.event ?? 'ERROR', address } })
    },
  }
}
