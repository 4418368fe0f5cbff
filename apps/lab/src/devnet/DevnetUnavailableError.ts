/** The lab could not read the devnet's endpoints: the local chains are not running. */
export class DevnetUnavailableError extends Error {
  override name = 'DevnetUnavailableError'
}
