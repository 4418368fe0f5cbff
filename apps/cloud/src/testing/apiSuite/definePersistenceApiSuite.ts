import { describe, expect, it } from 'vitest'
import { runCli } from '../../cli/runCli.js'
import { LAB, LAB_ORIGIN } from './apiSuiteFixtures.js'
import type { ApiSuiteClient } from './createApiSuiteClient.js'

/** The API suite's part for a restart on the same storage, the CLI, and a storage failure (runs last: it stops the cloud). */
export function definePersistenceApiSuite(api: ApiSuiteClient): void {
  const { call, admin, post, event } = api
  describe('persistence and faults', () => {
    it('keeps projects, events and names across a restart on the same storage, and the CLI edits it', async () => {
      await admin('/projects', 'POST', { id: 'survivor', name: 'Survivor', allowedOrigins: [LAB_ORIGIN] })
      await post('/e?projectId=survivor', event({ event: 'BEFORE_RESTART' }))
      const token = api.cloud.adminToken
      // PGlite belongs to one process at a time: the CLI is refused while the cloud holds the folder.
      if (!api.storage.databaseUrl)
        await expect(runCli(['project', 'list'], api.config())).rejects.toThrow('in use')
      await api.cloud.stop()
      // While it is down, the CLI works on the same storage.
      await runCli(
        ['project', 'create', '--name', 'From CLI', '--id', 'cli-made', '--origin', LAB_ORIGIN],
        api.config(),
      )
      await runCli(
        ['project', 'origins', 'set', 'cli-made', LAB_ORIGIN, 'https://*.example.net'],
        api.config(),
      )
      await runCli(
        ['project', 'features', 'set', 'cli-made', '--multi-wallet', 'on', '--socials', 'google,github'],
        api.config(),
      )
      await api.restart()
      expect(api.cloud.adminToken).toBe(token)
      expect((await call('/projects/v1/origins?projectId=cli-made')).body.allowedOrigins).toEqual([
        LAB_ORIGIN,
        'https://*.example.net',
      ])
      expect((await call('/appkit/v1/config?projectId=cli-made')).body.features).toMatchObject({
        multiWallet: true,
        socials: ['google', 'github'],
        email: true,
      })
      expect((await call('/appkit/v1/config?projectId=survivor')).status).toBe(200)
      expect((await admin('/projects/survivor/events')).body.events[0].event).toBe('BEFORE_RESTART')
      expect((await call(`/v1/profile/account/alice-test?projectId=${LAB}`)).status).toBe(200)
    })

    it('500 server_error when storage fails', async () => {
      await api.cloud.storage.close()
      expect(await call('/healthz')).toMatchObject({
        status: 500,
        body: { error: 'server_error', message: 'Server Error' },
      })
      expect(await call('/appkit/v1/config?projectId=never-cached')).toMatchObject({ status: 500 })
    })
  })
}
