import type { CloudConfig } from '../config/CloudConfig.js'
import type { Logger } from '../log/createLogger.js'
import { startCloud } from '../startCloud.js'

/**
 * Runs the service until SIGINT or SIGTERM, then stops it gracefully and exits 0 (1 when start or shutdown
 * fails). `node` as PID 1 of a container needs nothing more.
 */
export async function serveUntilSignal(config: CloudConfig, logger: Logger): Promise<void> {
  try {
    const cloud = await startCloud(config, logger)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        logger.info('signal received', { signal })
        cloud.stop().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error('shutdown failed', { error })
            process.exit(1)
          },
        )
      })
    }
  } catch (error) {
    logger.error('start failed', { error })
    process.exit(1)
  }
}
