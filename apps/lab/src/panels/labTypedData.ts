/** The EIP-712 message the lab asks the wallet to sign (a fixed 'Mail', as in the EIP's own example). */
export const labTypedData = {
  domain: { name: 'Portico Lab', version: '1' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    to: { name: 'Bob', wallet: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' },
    contents: 'Hello from the Portico lab',
  },
} as const

/** The message the lab's sign button signs. */
export const LAB_SIGN_MESSAGE = 'Hello from the Portico lab'
