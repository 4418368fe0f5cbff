'use client'

import type { PorticoInitialState } from '@portico/core'
import { PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type State, WagmiProvider } from 'wagmi'
import { portico } from './portico'
import { wagmiConfig } from './wagmi'

/** The client-side providers: wagmi and Portico (both hydrated from the request's cookies), react-query. */
export function Providers({
  children,
  initialState,
  porticoState,
}: {
  children: ReactNode
  initialState: State | undefined
  porticoState: PorticoInitialState | undefined
}) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider portico={portico} initialState={porticoState}>
          {children}
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
