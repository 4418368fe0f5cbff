/** Where values are persisted: window.localStorage or anything with the same three methods. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
