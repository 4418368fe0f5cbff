import { loadConfig } from './config/loadConfig.js'
import { createLogger } from './log/createLogger.js'
import { startCloud } from './startCloud.js'

const config = loadConfig()
const logger = createLogger(config.logLevel, { service: 'portico-cloud' })

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
