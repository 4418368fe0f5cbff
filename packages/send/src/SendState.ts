import type { SendPlan } from './plan/SendPlan.js'
import type { SendToken } from './tokens/SendToken.js'

/**
 * The send in progress (docs/behaviour.md#state "Send state"): the token, the amount as typed, the receiver's
 * address and, when it was given by name, the receiver's profile name and image; then the checked
 * plan the preview shows. Reset when the modal closes or the namespace disconnects.
 */
export interface SendState {
  token?: SendToken
  sendTokenAmount: string
  /** What the visitor typed: an address, or a name on EVM. */
  receiverInput: string
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  plan?: SendPlan
}
