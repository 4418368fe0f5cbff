/**
 * Where the frame keeps its session and device id: the secure site origin's own storage (localStorage, partitioned by
 * the dapp's site in a cross-site frame), read through openFrameStore.
 */
export type FrameStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
