/** The visitor answered the frame's approval screen with Reject. */
export class RejectedByUserError extends Error {
  override name = 'RejectedByUserError'
  constructor() {
    super('User rejected the request')
  }
}
