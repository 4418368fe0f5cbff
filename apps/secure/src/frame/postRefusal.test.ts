import { parseFrameEvent } from '@portico/embedded/protocol'
import { expect, it } from 'vitest'
import { postRefusal } from './postRefusal.js'

it('posts REFUSED with its reason to the page’s exact origin only, as the widget reads it', () => {
  const posted: { data: unknown; origin: string }[] = []
  postRefusal(
    {
      postMessage: ((data: unknown, origin: string) => {
        posted.push({ data, origin })
      }) as Window['postMessage'],
    },
    'http://127.0.0.1:5173',
    'origin_not_allowed',
  )
  expect(posted).toHaveLength(1)
  expect(posted[0]?.origin).toBe('http://127.0.0.1:5173')
  expect(parseFrameEvent(posted[0]?.data)).toEqual({
    ok: true,
    message: { kind: 'refused', reason: 'origin_not_allowed' },
  })
})
