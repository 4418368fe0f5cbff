import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger.js'
import { findRedisServer, type RunningRedis, spawnRedisServer } from '../testing/spawnRedisServer.js'
import { connectRedis, type RedisLink } from './connectRedis.js'

const redisServer = findRedisServer()
const { sendCommand } = Redis.prototype

/** Redis drops the node's subscriber connection, as when the network blinks. */
async function dropSubscriber(admin: Redis): Promise<void> {
  const clients = (await admin.client('LIST')) as string
  const line = clients.split('\n').find((client) => client.includes(' name=portico-cloud-subscriber '))
  const id = line?.match(/^id=(\d+) /)?.[1]
  if (!id) throw new Error('the subscriber is not connected')
  await admin.client('KILL', 'ID', id)
}

/**
 * A node's Redis link while Redis goes away and comes back: whatever the moment, a failure is logged, never left
 * as an unhandled rejection (which ends a cloud process, and fails the test run).
 */
describe.skipIf(!redisServer)('connectRedis (needs redis-server)', () => {
  let redis: RunningRedis | undefined
  let link: RedisLink | undefined
  const admins: Redis[] = []
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)

  const start = async () => {
    process.on('unhandledRejection', onRejection)
    redis = await spawnRedisServer(redisServer ?? '')
    const logs: { msg: string; role?: string }[] = []
    const logger = createLogger('debug', {}, (line) => logs.push(JSON.parse(line)))
    link = await connectRedis(redis.url, logger)
    const admin = new Redis(redis.url)
    admins.push(admin)
    const received: string[] = []
    link.subscriber.on('message', (_channel, message) => received.push(message))
    await link.subscriber.subscribe('portico:test')
    const restored = () =>
      logs.filter((line) => line.msg === 'redis connection restored' && line.role === 'subscriber')
    return { admin, logs, received, restored, url: redis.url }
  }

  afterEach(async () => {
    Redis.prototype.sendCommand = sendCommand
    await link?.close()
    for (const admin of admins.splice(0)) admin.disconnect()
    await redis?.stop()
    process.off('unhandledRejection', onRejection)
    rejections.length = 0
  })

  it('logs a resubscription that fails after a reconnect, and subscribes again on the next one', async () => {
    const { admin, logs, received, restored } = await start()
    // Redis drops subscribers to channels their user may no longer read; the reconnected link's SUBSCRIBE then fails.
    await admin.call('ACL', 'SETUSER', 'default', 'resetchannels')
    await expect
      .poll(() => logs.some((line) => line.msg.startsWith('redis: could not subscribe again')))
      .toBe(true)
    await admin.call('ACL', 'SETUSER', 'default', 'allchannels')
    const before = restored().length
    await dropSubscriber(admin)
    await expect.poll(() => restored().length).toBeGreaterThan(before)
    await expect
      .poll(async () => {
        await admin.publish('portico:test', 'after the outage')
        return received
      })
      .toContain('after the outage')
    expect(rejections).toEqual([])
  })

  it('closes while a reconnected subscriber is checking that Redis is ready', async () => {
    const { admin } = await start()
    // The moment a node stops (its tests' afterAll, a deploy) can fall between the reconnect and Redis' answer.
    // A plain wrapper, not vi.spyOn: a spy handles the promises it records, and would hide the rejection.
    let closing: Promise<void> | undefined
    Redis.prototype.sendCommand = function (this: Redis, command, stream) {
      const sent = sendCommand.call(this, command, stream)
      if (!closing && command.name === 'info' && this.options.connectionName === 'portico-cloud-subscriber') {
        process.nextTick(() => {
          closing = link?.close()
        })
      }
      return sent
    }
    await dropSubscriber(admin)
    await expect.poll(() => closing !== undefined).toBe(true)
    await closing
    // An unhandled rejection is reported on a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve))
    expect(rejections).toEqual([])
  })
})
