// Compiled by `pnpm check:exact-optional`: an app with `exactOptionalPropertyTypes` passes a maybe-undefined value to
// every optional prop of the buttons and the provider and to the hooks' parameters (`namespace`). A key listed in an
// error below rejects `undefined`: declare it `?: T | undefined`.
import type { ComponentProps } from 'react'
import type {
  AccountButton,
  ConnectButton,
  NetworkButton,
  PorticoProvider,
  useDisconnect,
  usePorticoAccount,
  usePorticoNetwork,
  useWalletInfo,
} from '../src/exports/index.js'

type Props<Component> = Component extends (props: infer P) => unknown ? P : never
type HookParameters<Hook extends (...parameters: never[]) => unknown> = NonNullable<Parameters<Hook>[0]>

export const accountButton: Record<
  OptionalKeysRejectingUndefined<ComponentProps<typeof AccountButton>>,
  true
> = {}
export const connectButton: Record<
  OptionalKeysRejectingUndefined<ComponentProps<typeof ConnectButton>>,
  true
> = {}
export const networkButton: Record<
  OptionalKeysRejectingUndefined<ComponentProps<typeof NetworkButton>>,
  true
> = {}
export const provider: Record<OptionalKeysRejectingUndefined<Props<typeof PorticoProvider>>, true> = {}
export const account: Record<
  OptionalKeysRejectingUndefined<HookParameters<typeof usePorticoAccount>>,
  true
> = {}
export const network: Record<
  OptionalKeysRejectingUndefined<HookParameters<typeof usePorticoNetwork>>,
  true
> = {}
export const walletInfo: Record<
  OptionalKeysRejectingUndefined<HookParameters<typeof useWalletInfo>>,
  true
> = {}
export const disconnect: Record<
  OptionalKeysRejectingUndefined<HookParameters<ReturnType<typeof useDisconnect>['disconnect']>>,
  true
> = {}
