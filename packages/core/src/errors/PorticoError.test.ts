import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AdapterNotFoundError } from './AdapterNotFoundError.js'
import { CaipError } from './CaipError.js'
import { CapabilityNotSupportedError } from './CapabilityNotSupportedError.js'
import { ChainNotSupportedError } from './ChainNotSupportedError.js'
import { ClientNotSetError } from './ClientNotSetError.js'
import { DisconnectError } from './DisconnectError.js'
import { EmailCooldownError } from './EmailCooldownError.js'
import { FrameError } from './FrameError.js'
import { HttpError } from './HttpError.js'
import { NetworkNotFoundError } from './NetworkNotFoundError.js'
import { OptionsError } from './OptionsError.js'
import { PorticoError } from './PorticoError.js'
import { RequestAbortedError } from './RequestAbortedError.js'
import { StorageError } from './StorageError.js'
import { UserRejectedError } from './UserRejectedError.js'
import { ValidationError } from './ValidationError.js'

describe('PorticoError', () => {
  it('keeps the short message as the message when there are no details', () => {
    const error = new PorticoError('Something went wrong', { code: 'SOMETHING_WENT_WRONG' })
    expect(error.message).toBe('Something went wrong')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.name).toBe('PorticoError')
    expect(error).toBeInstanceOf(Error)
  })

  it('adds the cause message as details for developers', () => {
    const error = new PorticoError('Error signing message', { cause: new Error('boom') })
    expect(error.shortMessage).toBe('Error signing message')
    expect(error.details).toBe('boom')
    expect(error.message).toBe('Error signing message\n\nDetails: boom')
    expect(error.cause).toBeInstanceOf(Error)
    expect(error.code).toBe('UNKNOWN')
  })

  it('walks to the deepest cause, or the first match of a predicate', () => {
    const root = new Error('root')
    const middle = new UserRejectedError({ cause: root })
    const top = new PorticoError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error instanceof UserRejectedError)).toBe(middle)
    expect(top.walk((error) => error instanceof HttpError)).toBeNull()
    expect(new PorticoError('alone').walk()).toBeInstanceOf(PorticoError)
  })
})

it('a ValidationError keeps the values of its text, so the UI can translate it with them', () => {
  const error = new ValidationError('SEND_NAME_NOT_FOUND', { name: 'alice' })
  expect(error.shortMessage).toBe('No address is registered for alice')
  expect(error.values).toEqual({ name: 'alice' })
})

/** The anchors of docs/errors.md's sections, one per error class. */
const ERRORS_PAGE_ANCHORS = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('## '))
  .map((line) => line.slice(3).trim().toLowerCase())

describe('docsPath', () => {
  it("points at the error's section of docs/errors.md, or where it was told to", () => {
    expect(new PorticoError('Something went wrong').docsPath).toBe('docs/errors.md#porticoerror')
    expect(ERRORS_PAGE_ANCHORS).toContain('porticoerror')
    const told = new PorticoError('Wallet gone', { docsPath: 'docs/embedded-wallet.md#sessions' })
    expect(told.docsPath).toBe('docs/embedded-wallet.md#sessions')
  })

  it('stays out of the message and of the enumerable fields, so errors compare as before', () => {
    const error = new UserRejectedError()
    expect(error.message).toBe('User rejected the request')
    expect(Object.keys(error)).not.toContain('docsPath')
  })
})

describe('the error tree', () => {
  it.each([
    [new CaipError('INVALID_CAIP10_ADDRESS', { value: 'x' }), 'CaipError', 'Invalid CAIP-10 address'],
    [new CaipError('INVALID_CAIP_ADDRESS', { value: 'x' }), 'CaipError', 'Invalid CAIP Address'],
    [new CaipError('INVALID_CAIP2_NETWORK_ID', { value: 'x' }), 'CaipError', 'Invalid CAIP-2 network id'],
    [new OptionsError('PROJECT_ID_REQUIRED'), 'OptionsError', 'A project id is required'],
    [new ValidationError('SEND_TOKEN_REQUIRED'), 'ValidationError', 'A token is required'],
    [new AdapterNotFoundError(), 'AdapterNotFoundError', 'Adapter not found'],
    [
      new AdapterNotFoundError({ namespace: 'solana' }),
      'AdapterNotFoundError',
      "Adapter for namespace solana doesn't exist",
    ],
    [
      new CapabilityNotSupportedError({ capability: 'signTypedData', namespace: 'bip122' }),
      'CapabilityNotSupportedError',
      'signTypedData is not supported in namespace bip122',
    ],
    [new HttpError({ status: 404, url: 'http://x/' }), 'HttpError', 'HTTP status code: 404'],
    [
      new StorageError('STORAGE_WRITE_FAILED', { key: '@portico/email' }),
      'StorageError',
      'Failed to write @portico/email to storage',
    ],
    [new UserRejectedError(), 'UserRejectedError', 'User rejected the request'],
    [new ChainNotSupportedError(), 'ChainNotSupportedError', 'Chain is not supported'],
    [new NetworkNotFoundError({ caipNetworkId: 'eip155:9' }), 'NetworkNotFoundError', 'Network not found'],
    [
      new DisconnectError({ cause: new Error('wallet gone') }),
      'DisconnectError',
      'Failed to disconnect chains: wallet gone',
    ],
    [new RequestAbortedError({ rpc: true }), 'RequestAbortedError', 'Request was aborted'],
    [new RequestAbortedError({ rpc: false }), 'RequestAbortedError', 'Something went wrong'],
    [new EmailCooldownError({ seconds: 12 }), 'EmailCooldownError', 'Please try again after 12 seconds'],
    [new FrameError('FRAME_NOT_SET'), 'FrameError', 'W3mFrame: iframe is not set'],
    [new FrameError('FRAME_PARENT_NOT_SET'), 'FrameError', 'parent is not set'],
    [new FrameError('FRAME_ERROR'), 'FrameError', 'An error occurred'],
    [new FrameError('FRAME_ERROR', { message: 'OTP expired' }), 'FrameError', 'OTP expired'],
    [new FrameError('EMAIL_DEPENDENCY_LOAD_FAILED'), 'FrameError', 'Unable to load email login dependency'],
    [new ClientNotSetError({ client: 'network' }), 'ClientNotSetError', 'NetworkController client not set'],
    [
      new ClientNotSetError({ client: 'connection' }),
      'ClientNotSetError',
      'ConnectionController client not set',
    ],
  ])('%s is a PorticoError named %s with the text %s', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.name).toBe(name)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.code).not.toBe('UNKNOWN')
    expect(error.docsPath).toBe(`docs/errors.md#${name.toLowerCase()}`)
    expect(ERRORS_PAGE_ANCHORS).toContain(name.toLowerCase())
  })

  it('carries the failure data on the error', () => {
    expect(new HttpError({ status: 500, url: 'u', body: { a: 1 } })).toMatchObject({
      status: 500,
      body: { a: 1 },
    })
    expect(new UserRejectedError().providerCode).toBe(4001)
    expect(new EmailCooldownError({ seconds: 3 }).seconds).toBe(3)
    expect(new CaipError('INVALID_CAIP_ADDRESS', { value: 'foo:1:0x' }).value).toBe('foo:1:0x')
  })
})
