/** One valid success payload of some frame → widget answers; the protocol's fuzzers start from these. */
export const validFrameAnswers: Record<string, unknown> = {
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 'eip155:31337' },
  GET_USER: {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:31337',
    email: 'a@b.co',
  },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address: '0x1' },
  SWITCH_NETWORK: { chainId: 'eip155:1' },
  GET_GRANTS: {
    grants: [
      {
        id: `0x${'ab'.repeat(32)}`,
        chainId: 'eip155:31337',
        origin: 'http://127.0.0.1:5173',
        delegate: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: '0.01',
        symbol: 'ETH',
        period: 86400,
        expiry: 1900000000,
        state: 'active',
      },
    ],
  },
  REVOKE_GRANT: { revoked: true },
}
