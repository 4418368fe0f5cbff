import { eip155Adapter, eip155Network } from '@portico/adapter-eip155'
import { cookieStorage, createPortico } from '@portico/core'
import { anvil } from 'viem/chains'
import { wagmiConfig } from './wagmi'

export const portico = createPortico({
  projectId: 'example-next',
  metadata: {
    name: 'Portico example',
    description: 'Next.js App Router',
    url: 'http://127.0.0.1',
    icons: [],
  },
  networks: [eip155Network(anvil)],
  adapters: [eip155Adapter({ wagmiConfig })],
  // The visitor's session is mirrored into a cookie, so the server renders a returning visitor connected.
  storage: cookieStorage(),
})
