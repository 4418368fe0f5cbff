/** Where the frame keeps its device share and session: the secure site origin's own storage (localStorage). */
export type FrameStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
