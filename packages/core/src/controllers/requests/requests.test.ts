import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import { CapabilityNotSupportedError } from '../../errors/CapabilityNotSupportedError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { AdapterCapability } from '../../types/adapter.js'
import type { PorticoEvent } from '../../types/event.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected(capabilities?: AdapterCapability[]) {
  const adapter = createFakeAdapter(capabilities ? { capabilities } : {})
  const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  return { adapter, portico, events }
}

describe('signMessage', () => {
  it("signs with the active namespace's wallet and emits SIGN_MESSAGE_SUCCESS", async () => {
    const { adapter, portico, events } = await connected()
    const signature = await portico.signMessage({ message: 'hello' })
    expect(adapter.controls.wallet.verifySignature('hello', signature, ADDRESS)).toBe(true)
    expect(events).toEqual([{ type: 'SIGN_MESSAGE_SUCCESS', namespace: 'eip155' }])
  })

  it('sits on the approval stack while the wallet prompts', async () => {
    const { adapter, portico } = await connected()
    adapter.controls.wallet.hold()
    const signing = portico.signMessage({ message: 'hello' })
    expect(portico.state.approvals.map((request) => request.method)).toEqual(['signMessage'])
    adapter.controls.wallet.release()
    await signing
    expect(portico.state.approvals).toEqual([])
  })

  it('a rejection is a UserRejectedError with USER_REJECTED and SIGN_MESSAGE_ERROR', async () => {
    const { adapter, portico, events } = await connected()
    adapter.controls.wallet.answer = 'reject'
    await expect(portico.signMessage({ message: 'hello' })).rejects.toBeInstanceOf(UserRejectedError)
    expect(events).toEqual([
      { type: 'USER_REJECTED', method: 'signMessage' },
      { type: 'SIGN_MESSAGE_ERROR', namespace: 'eip155', message: 'User rejected the request' },
    ])
  })

  it("closing the modal aborts a pending signature: 'Request was aborted'", async () => {
    const { adapter, portico } = await connected()
    await portico.open()
    adapter.controls.wallet.hold()
    const signing = portico.signMessage({ message: 'hello' })
    portico.close()
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(portico.state.approvals).toEqual([])
  })

  it("needs a connected account: 'Address or auth connector not found'", async () => {
    const { portico } = await connected()
    await portico.disconnect()
    await expect(portico.signMessage({ message: 'hello' })).rejects.toThrow(
      'Address or auth connector not found',
    )
  })
})

describe('optional capabilities', () => {
  it('signTypedData emits SIGN_TYPED_DATA_SUCCESS', async () => {
    const { portico, events } = await connected()
    await expect(portico.signTypedData({ typedData: { primaryType: 'Mail' } })).resolves.toMatch(/^0x/)
    expect(events).toEqual([{ type: 'SIGN_TYPED_DATA_SUCCESS', namespace: 'eip155' }])
  })

  it('sendTransaction returns the hash, emits SEND_TRANSACTION_SUCCESS and refreshes the balance', async () => {
    const { adapter, portico, events } = await connected()
    const hash = await portico.sendTransaction({ to: ADDRESS, value: 10n ** 17n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(events).toEqual([{ type: 'SEND_TRANSACTION_SUCCESS', namespace: 'eip155', hash }])
    await expect.poll(() => portico.state.chains.eip155?.accountState.balance).toBe('0.900')
    expect(adapter.controls.callsOf('sendTransaction')[0]?.parameters).toMatchObject({
      address: ADDRESS,
      to: ADDRESS,
      value: 10n ** 17n,
      network: { caipNetworkId: 'eip155:1' },
    })
  })

  it('sendTransaction hands the gas limit it is given to the wallet (a transaction that may revert is sent, not estimated)', async () => {
    const { adapter, portico } = await connected()
    await portico.sendTransaction({ to: ADDRESS, data: '0x', gas: 210_000n })
    expect(adapter.controls.callsOf('sendTransaction')[0]?.parameters).toMatchObject({ gas: 210_000n })
  })

  it.each([
    [
      'signTypedData',
      (portico: Awaited<ReturnType<typeof connected>>['portico']) => portico.signTypedData({ typedData: {} }),
    ],
    [
      'sendTransaction',
      (portico: Awaited<ReturnType<typeof connected>>['portico']) => portico.sendTransaction({ to: ADDRESS }),
    ],
  ])("without the %s capability: '… is not supported in namespace eip155'", async (capability, call) => {
    const { portico } = await connected([])
    const attempt = call(portico)
    await expect(attempt).rejects.toBeInstanceOf(CapabilityNotSupportedError)
    await expect(attempt).rejects.toThrow(`${capability} is not supported in namespace eip155`)
  })
})
