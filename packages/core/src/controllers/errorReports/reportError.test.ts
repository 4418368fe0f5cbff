import { describe, expect, it } from 'vitest'
import { DisconnectError } from '../../errors/DisconnectError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoEvent } from '../../types/event.js'
import { reportError } from './reportError.js'

describe('reportError', () => {
  it('emits an ERROR with the category, the code and the message', () => {
    const events: PorticoEvent[] = []
    reportError(
      { emit: (event) => events.push(event) },
      'CONNECTION',
      new DisconnectError({ cause: new Error('gone') }),
    )
    expect(events).toEqual([
      {
        type: 'ERROR',
        category: 'CONNECTION',
        code: 'DISCONNECT_FAILED',
        message: expect.stringContaining('gone'),
      },
    ])
  })

  it("reports no visitor's choice: a rejection or an aborted request", () => {
    const events: PorticoEvent[] = []
    const emit = (event: PorticoEvent) => events.push(event)
    reportError({ emit }, 'REQUEST', new UserRejectedError())
    reportError({ emit }, 'REQUEST', new RequestAbortedError({ rpc: true }))
    expect(events).toEqual([])
  })
})
