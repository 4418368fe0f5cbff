import { expect, it } from 'vitest'
import { acceptMessageEvent } from './acceptMessageEvent.js'
import { frameSuccessPayloads } from './frameEventSchemas.js'
import { malformedMessage, seededRandom } from './fuzzMessages.js'
import { parseAppMessage } from './parseAppMessage.js'
import { parseFrameEvent } from './parseFrameEvent.js'
import { APP_PREFIX, FRAME_PREFIX } from './protocolTypes.js'
import { validAppMessages } from './validAppMessages.js'
import { validFrameAnswers } from './validFrameAnswers.js'

const RUNS = 10_000

function fuzz(parse: (data: unknown) => { ok: boolean }, make: () => unknown) {
  let accepted = 0
  let crashes = 0
  const acceptedSamples: unknown[] = []
  for (let run = 0; run < RUNS; run++) {
    const data = make()
    try {
      if (parse(data).ok) {
        accepted++
        if (acceptedSamples.length < 3) acceptedSamples.push(data)
      }
    } catch {
      crashes++
    }
  }
  return { accepted, crashes, acceptedSamples }
}

it(`refuses ${RUNS} malformed messages to the frame: 0 accepted, 0 crashes`, () => {
  const random = seededRandom(13)
  const result = fuzz(parseAppMessage, () => malformedMessage(random, APP_PREFIX, validAppMessages))
  expect(result).toEqual({ accepted: 0, crashes: 0, acceptedSamples: [] })
})

it(`refuses ${RUNS} malformed events to the widget: 0 accepted, 0 crashes`, () => {
  const random = seededRandom(31)
  const validAnswers = validFrameAnswers
  for (const [type, payload] of Object.entries(validAnswers)) {
    expect(parseFrameEvent({ type: `${FRAME_PREFIX}${type}_SUCCESS`, id: 'r1', payload }).ok, type).toBe(true)
  }
  expect(Object.keys(validAnswers).every((type) => Object.hasOwn(frameSuccessPayloads, type))).toBe(true)
  const result = fuzz(parseFrameEvent, () => malformedMessage(random, FRAME_PREFIX, validAnswers, '_SUCCESS'))
  expect(result).toEqual({ accepted: 0, crashes: 0, acceptedSamples: [] })
})

it(`accepts none of ${RUNS} events from a spoofed origin or another window`, () => {
  const random = seededRandom(7)
  const frameWindow = { name: 'frame' }
  const secureOrigin = 'http://127.0.0.1:4410'
  const spoofed = [
    'http://127.0.0.1:4411',
    'http://localhost:4410',
    'https://127.0.0.1:4410',
    'http://127.0.0.1:4410.evil.test',
    'http://evil.test',
    'null',
    '',
    `${secureOrigin}/`,
    'HTTP://127.0.0.1:4410',
  ]
  let accepted = 0
  for (let run = 0; run < RUNS; run++) {
    const fromOtherWindow = random() < 0.5
    const origin = fromOtherWindow ? secureOrigin : (spoofed[Math.floor(random() * spoofed.length)] as string)
    const source = fromOtherWindow
      ? [{ name: 'page' }, null, globalThis][Math.floor(random() * 3)]
      : frameWindow
    if (
      acceptMessageEvent(
        { origin, source: source as MessageEventSource | null },
        { source: frameWindow, isAllowedOrigin: (candidate) => candidate === secureOrigin },
      )
    )
      accepted++
  }
  expect(accepted).toBe(0)
  expect(
    acceptMessageEvent(
      { origin: secureOrigin, source: frameWindow as unknown as MessageEventSource },
      { source: frameWindow, isAllowedOrigin: (candidate) => candidate === secureOrigin },
    ),
  ).toBe(true)
})
