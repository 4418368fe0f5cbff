/** The part of fs-native-extensions (no types of its own) the cloud uses: Linux open-file-description locks. */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the open descriptor without waiting; false when another descriptor holds one. */
  export function tryLock(fd: number): boolean
  export function unlock(fd: number): void
}
