import { createMemoryBackend, type PorticoEvent, UserRejectedError } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeSolana } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { executeSend } from './executeSend.js'
import type { SendPlan } from './SendPlan.js'

const receiver = '2222222222222222222222222222222222222222222A'
const mint = 'EaqkPJToE3nzBN2yuoNPkfiu3WpaXSRC8f1ruMiCr2fK'

async function solanaWorld() {
  const adapter = createFakeAdapter({ namespace: 'solana', connectors: [fakeConnector('solana')] })
  // As the Solana adapter does: the wallet's refusal comes out as core's UserRejectedError.
  adapter.sendTokenTransfer = () =>
    adapter.controls.wallet
      .prompt(() => 'splSignature')
      .catch((error: unknown) => {
        throw new UserRejectedError({ cause: error })
      })
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeSolana],
    adapters: [adapter],
    storage: createMemoryBackend(),
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'solana' })
  const address = portico.state.chains.solana?.accountState.address ?? ''
  const events: PorticoEvent[] = []
  portico.subscribeEvents(({ event }) => {
    if (event.type.startsWith('SEND_TRANSACTION') || event.type === 'USER_REJECTED') events.push(event)
  })
  const plan = (request: SendPlan['request']): SendPlan => ({
    namespace: 'solana',
    network: fakeSolana,
    from: address,
    token: { name: 'USD Coin', symbol: 'USDC', decimals: 6, balance: 10n ** 9n, address: mint },
    amount: 1n,
    to: receiver,
    fee: 5_000n,
    request,
  })
  return { portico, wallet: adapter.controls.wallet, events, plan }
}

it('an SPL transfer emits the SEND_TRANSACTION_* events a SOL send emits, with the same properties', async () => {
  const { portico, wallet, events, plan } = await solanaWorld()
  const sol = await executeSend(portico, plan({ kind: 'transaction', to: receiver, value: 1n }))
  const spl = await executeSend(
    portico,
    plan({ kind: 'token', token: mint, to: receiver, amount: 1n, decimals: 6 }),
  )
  expect(events).toEqual([
    { type: 'SEND_TRANSACTION_SUCCESS', namespace: 'solana', hash: sol },
    { type: 'SEND_TRANSACTION_SUCCESS', namespace: 'solana', hash: spl },
  ])

  events.length = 0
  wallet.answer = 'reject'
  await expect(executeSend(portico, plan({ kind: 'transaction', to: receiver, value: 1n }))).rejects.toThrow(
    UserRejectedError,
  )
  await expect(
    executeSend(portico, plan({ kind: 'token', token: mint, to: receiver, amount: 1n, decimals: 6 })),
  ).rejects.toThrow(UserRejectedError)
  const message = new UserRejectedError().shortMessage
  expect(events).toEqual([
    { type: 'USER_REJECTED', method: 'sendTransaction' },
    { type: 'SEND_TRANSACTION_ERROR', namespace: 'solana', message },
    { type: 'USER_REJECTED', method: 'sendTokenTransfer' },
    { type: 'SEND_TRANSACTION_ERROR', namespace: 'solana', message },
  ])
})
