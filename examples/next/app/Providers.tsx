'use client'

import { PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { portico } from './portico'
import { wagmiConfig } from './wagmi'

/** The client-side providers: wagmi (hydrated from the request's cookie), react-query, Portico. */
export function Providers({
  children,
  initialState,
}: {
  children: ReactNode
  initialState: State | undefined
}) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={portico}>{children}</PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
