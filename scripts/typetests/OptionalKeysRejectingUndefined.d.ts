// A global type for the fixtures `pnpm check:exact-optional` compiles (packages/*/typetests/*.ts).

/**
 * The optional keys of `T` that do not accept `undefined` under `exactOptionalPropertyTypes`: an app with that
 * setting cannot pass a maybe-undefined value to them. `never` when every optional key is `?: X | undefined`.
 */
type OptionalKeysRejectingUndefined<T> = {
  [K in keyof T]-?: Record<never, never> extends Pick<T, K>
    ? undefined extends Required<T>[K]
      ? never
      : K
    : never
}[keyof T]
