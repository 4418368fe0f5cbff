import { createFakeAdapter, createTestPortico, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { evmWalletSend } from './evmWalletSend.js'

const ROUTER = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

async function connected() {
  const adapter = createFakeAdapter({ namespace: 'eip155' })
  const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  return { adapter, portico }
}

it("sends the built transaction with the cloud's gas estimate and a margin, so the wallet does not estimate it", async () => {
  const { adapter, portico } = await connected()
  await evmWalletSend(portico, { to: ROUTER, data: '0x7ff36ab5', value: 5n, gas: 150_000n })
  expect(adapter.controls.callsOf('sendTransaction')[0]?.parameters).toMatchObject({
    to: ROUTER,
    data: '0x7ff36ab5',
    value: 5n,
    gas: 180_000n,
  })
})

it('leaves the gas to the wallet when the cloud gave no estimate', async () => {
  const { adapter, portico } = await connected()
  await evmWalletSend(portico, { to: ROUTER, data: '0x', value: 0n })
  expect(adapter.controls.callsOf('sendTransaction')[0]?.parameters).not.toHaveProperty('gas')
})
