import { describe, expect, it } from 'vitest'
import { ALERTS } from './alerts.js'
import { formatAlert } from './formatAlert.js'
import { formatMessage } from './formatMessage.js'
import { MESSAGES } from './messages.js'

describe('the error catalogue', () => {
  it('holds the texts of docs/behaviour.md#errors verbatim', () => {
    expect(MESSAGES).toMatchObject({
      REQUEST_ABORTED: 'Request was aborted',
      SOMETHING_WENT_WRONG: 'Something went wrong',
      FRAME_ERROR: 'An error occurred',
      EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
      FRAME_NOT_SET: 'W3mFrame: iframe is not set',
      FRAME_PARENT_NOT_SET: 'parent is not set',
      CHAIN_NOT_SUPPORTED: 'Chain is not supported',
      FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
      TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
      AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
      SIGN_MESSAGE_FAILED: 'Error signing message',
      AUTHENTICATING: 'Authenticating...',
      NAME_RESOLVE_FAILED: 'Error resolving name',
      NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
      NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
      NETWORK_NOT_FOUND: 'Network not found',
      ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
      ADAPTER_NOT_FOUND: 'Adapter not found',
      NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
      CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
      CHAIN_REQUIRED: 'Chain is required...',
      INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
      INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
      INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
      SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
      SEND_TOKEN_REQUIRED: 'A token is required',
      UNSUPPORTED_CHAIN: 'Unsupported chain',
      SEND_INVALID_EVM_ADDRESS: 'Invalid EVM address: 40 hex characters, 0x optional',
      SEND_INVALID_SOLANA_ADDRESS: 'Invalid Solana address: 32 to 44 base58 characters',
      SEND_NAME_NOT_FOUND: 'No address is registered for {name}',
      SEND_INVALID_AMOUNT: 'Enter an amount over 0, at most {decimals} decimals',
      SEND_INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance',
      SEND_INSUFFICIENT_FEE: 'Not enough {symbol} to pay the network fee',
      SEND_WOULD_FAIL: 'The network would refuse this transfer',
      SEND_FAILED: 'The transfer failed',
      PROJECT_ID_REQUIRED: 'A project id is required',
      SIWE_AND_SIWX: 'siweConfig and siwx options cannot both be set',
    })
  })

  it('fills parameters into the texts with placeholders', () => {
    expect(formatMessage('EMAIL_COOLDOWN', { seconds: 30 })).toBe('Please try again after 30 seconds')
    expect(formatMessage('NAME_REGISTER_FAILED', { name: 'alice' })).toBe('Error registering name alice')
    expect(formatMessage('DISCONNECT_FAILED', { reason: 'timeout' })).toBe(
      'Failed to disconnect chains: timeout',
    )
    expect(formatMessage('ADAPTER_NAMESPACE_MISSING', { namespace: 'cosmos' })).toBe(
      "Adapter for namespace cosmos doesn't exist",
    )
    expect(formatMessage('HTTP_STATUS', { status: 429 })).toBe('HTTP status code: 429')
  })

  it('leaves a placeholder visible when its parameter is missing', () => {
    expect(formatMessage('HTTP_STATUS')).toBe('HTTP status code: {status}')
  })

  it('gives every alert of docs/behaviour.md#errors its title, a description and a variant', () => {
    expect(Object.values(ALERTS).map((alert) => alert.title)).toEqual([
      'Invalid App Configuration',
      'Invalid Project ID',
      'Project ID Not Configured',
      'Rate Limited',
      'Server Error',
      'Embedded Wallet Failed to Load',
      'Request Timed Out',
      'Unverified Domain',
      'Session Expired',
      'Network Not Found',
      'Multi-Wallet Not Enabled',
      'Local configuration ignored',
    ])
    for (const alert of Object.values(ALERTS)) expect(alert.description.length).toBeGreaterThan(10)
    expect(ALERTS.MULTI_WALLET_NOT_ENABLED.description).toBe(
      'Multi-wallet support must be enabled in project configuration.',
    )
    expect(ALERTS.LOCAL_CONFIGURATION_IGNORED.variant).toBe('warning')
  })

  it('fills an alert description', () => {
    expect(formatAlert('INVALID_APP_CONFIGURATION', { origin: 'https://a.example' })).toEqual({
      title: 'Invalid App Configuration',
      description:
        "The origin https://a.example is not on this project's allowed origins. Add it to the project's allowed origins in Portico Cloud.",
      variant: 'error',
    })
  })
})
