import { serveUntilSignal } from './command/serveUntilSignal.js'
import { loadConfig } from './config/loadConfig.js'
import { createLogger } from './log/createLogger.js'

const config = loadConfig()
await serveUntilSignal(config, createLogger(config.logLevel, { service: 'portico-cloud' }))
