import type { AppMessageType } from './appMessageSchemas.js'

/** One valid payload of every widget → frame message type; the protocol's tests and fuzzer start from these. */
export const validAppMessages: { [Type in AppMessageType]: unknown } = {
  SWITCH_NETWORK: { chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'http://127.0.0.1:4410/callback?code=1', chainId: 'eip155:1' },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', preferredAccountType: 'eoa' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  GET_SOCIAL_RESULT: undefined,
  SIGN_OUT: undefined,
  IS_CONNECTED: undefined,
  GET_CHAIN_ID: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RPC_REQUEST: {
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: 'eip155:31337',
    chainNamespace: 'eip155',
  },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '000000' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '999999' },
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--portico-accent': '#3b82f6' } },
  SYNC_DAPP_DATA: {
    projectId: 'portico-lab',
    sdkVersion: 'react-portico-0.0.0',
    metadata: { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:5173', icons: [] },
    locale: 'ar',
    networks: [
      { chainId: 'eip155:137', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
      {
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      },
    ],
  },
  RELOAD: undefined,
  RPC_ABORT: undefined,
  EXPORT_RECOVERY_SHARE: undefined,
  RESTORE_WALLET: undefined,
  GET_LOG: { after: 0 },
}
