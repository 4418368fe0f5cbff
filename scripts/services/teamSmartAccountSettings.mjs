// The smart-account settings of a team's production cloud, as `pnpm check:services` starts the installed cloud with
// them and apps/cloud's smartAccountNetworks test starts the source with them: bundlers on Base and OP Mainnet (on a
// port where nothing listens: both ask only which networks a project has) and a Delegation Framework of the team's own
// on OP Mainnet, every address made of one byte. Base gets MetaMask's deployment by default.
const at = (byte) => `0x${byte.repeat(20)}`

/** `ownFramework` (OP Mainnet's DELEGATION_CONTRACTS entry), `bundlers` (BUNDLER_UPSTREAMS), and MetaMask's v1.3.0 DelegationManager on Base. */
export const teamSmartAccountSettings = Object.freeze({
  ownFramework: {
    delegationManager: at('d1'),
    eip7702StatelessDeleGator: at('d2'),
    enforcers: {
      nativeTokenPeriodTransfer: at('e1'),
      nativeTokenTransferAmount: at('e2'),
      erc20PeriodTransfer: at('e3'),
      erc20TransferAmount: at('e4'),
      timestamp: at('e5'),
      exactCalldata: at('e6'),
      valueLte: at('e7'),
    },
  },
  bundlers: { 'eip155:8453': 'http://127.0.0.1:9/base', 'eip155:10': 'http://127.0.0.1:9/op' },
  /** @metamask/delegation-deployments 2.0.0: the cloud's default on Base. */
  metaMaskDelegationManager: '0xdb9B1e94B5b69Df7e401DDbedE43491141047dB3',
})
