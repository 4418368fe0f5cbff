import { malformedMessage, seededRandom } from '../../../../packages/embedded/src/protocol/fuzzMessages.js'
import { APP_PREFIX, FRAME_PREFIX } from '../../../../packages/embedded/src/protocol/protocolTypes.js'
import { validAppMessages } from '../../../../packages/embedded/src/protocol/validAppMessages.js'
import { validFrameAnswers } from '../../../../packages/embedded/src/protocol/validFrameAnswers.js'

/** What one batch of posts did: how many went out and how many the browser could not even clone. */
export type PostedBatch = { posted: number; uncloneable: number }

function postAll(target: Window, targetOrigin: string, messages: Iterable<unknown>): PostedBatch {
  let posted = 0
  let uncloneable = 0
  for (const message of messages) {
    try {
      target.postMessage(message, targetOrigin)
      posted++
    } catch {
      uncloneable++
    }
  }
  return { posted, uncloneable }
}

function* malformedAppMessages(seed: number, count: number) {
  const random = seededRandom(seed)
  for (let run = 0; run < count; run++) yield malformedMessage(random, APP_PREFIX, validAppMessages)
}

/**
 * Frame events a spoofer sends the widget: malformed ones, and well-formed ones (READY, a success or an error
 * answering a request the widget really waits for, a user) that only the window and origin pinning can refuse.
 */
function* spoofedFrameEvents(seed: number, count: number, pendingIds: readonly string[]) {
  const random = seededRandom(seed)
  const pending = () => pendingIds[Math.floor(random() * pendingIds.length)] ?? 'p0'
  for (let run = 0; run < count; run++) {
    switch (run % 4) {
      case 0:
        yield { type: `${FRAME_PREFIX}RPC_REQUEST_SUCCESS`, id: pending(), payload: `0x${'ab'.repeat(65)}` }
        break
      case 1:
        yield {
          type: `${FRAME_PREFIX}RPC_REQUEST_ERROR`,
          id: pending(),
          payload: { message: 'User rejected the request', code: 'user_rejected' },
        }
        break
      case 2:
        yield run % 8 === 2
          ? { type: `${FRAME_PREFIX}READY` }
          : { type: `${FRAME_PREFIX}GET_USER_SUCCESS`, id: pending(), payload: validFrameAnswers.GET_USER }
        break
      default:
        yield malformedMessage(random, FRAME_PREFIX, validFrameAnswers, '_SUCCESS')
    }
  }
}

/**
 * The browser fuzzer's page side (bundled and added to each attacking window by the test): posts seeded
 * malformed widget → frame messages to a frame, or spoofed frame → widget events to a dapp page.
 */
const pageFuzz = {
  postMalformedAppMessages: (target: Window, targetOrigin: string, seed: number, count: number) =>
    postAll(target, targetOrigin, malformedAppMessages(seed, count)),
  postSpoofedFrameEvents: (
    target: Window,
    targetOrigin: string,
    seed: number,
    count: number,
    pendingIds: readonly string[],
  ) => postAll(target, targetOrigin, spoofedFrameEvents(seed, count, pendingIds)),
}

export type PageFuzz = typeof pageFuzz
;(globalThis as unknown as { porticoFuzz: PageFuzz }).porticoFuzz = pageFuzz
