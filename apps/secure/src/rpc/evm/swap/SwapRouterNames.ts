/**
 * The swap routers the frame's cloud names on a chain (its SWAPS_POOLS markets), lower-case address → name; empty
 * when the cloud names none or does not answer. Never filled from the embedding page.
 */
export type SwapRouterNames = (chainId: number) => Promise<Readonly<Record<string, string>>>
