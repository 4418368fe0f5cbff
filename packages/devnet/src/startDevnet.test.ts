import { describe, expect, it } from 'vitest'
import { UnknownNamespaceError } from './errors/UnknownNamespaceError.js'
import { devnetNamespaces } from './namespaces/devnetNamespaces.js'
import { startDevnet } from './startDevnet.js'
import { childProcessIds } from './testing/childProcessIds.js'
import { endpointPorts } from './testing/endpointPorts.js'
import { isPortFree } from './testing/isPortFree.js'

describe('startDevnet', () => {
  it('starts and stops the whole devnet twice with no leaked process or port', {
    timeout: 480_000,
  }, async () => {
    const childrenBefore = childProcessIds()
    for (const round of [1, 2]) {
      const devnet = await startDevnet({ ports: 'ephemeral' })
      expect(Object.keys(devnet).sort(), `round ${round}`).toEqual([...devnetNamespaces, 'stop'].sort())
      const ports = endpointPorts(devnet)
      expect(ports.length).toBeGreaterThan(0)
      expect(await Promise.all(ports.map(isPortFree))).not.toContain(true)

      await devnet.stop()
      expect(childProcessIds(), `round ${round}`).toEqual(childrenBefore)
      expect(await Promise.all(ports.map(isPortFree)), `round ${round}`).not.toContain(false)
    }
  })

  it('refuses a namespace it does not know', async () => {
    await expect(startDevnet({ chains: ['tron' as 'eip155'] })).rejects.toThrow(UnknownNamespaceError)
  })
})
