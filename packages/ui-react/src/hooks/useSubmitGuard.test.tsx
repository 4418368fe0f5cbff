// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useSubmitGuard } from './useSubmitGuard.js'

it('runs one action at a time: a second submit before the first settles is ignored, a later one runs', async () => {
  const calls: string[] = []
  let finish = () => {}
  const { result } = renderHook(() =>
    useSubmitGuard((value: string) => {
      calls.push(value)
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    }),
  )
  act(() => {
    result.current.submit('first')
    result.current.submit('second')
  })
  expect(calls).toEqual(['first'])
  expect(result.current.pending).toBe(true)
  await act(async () => finish())
  await waitFor(() => expect(result.current.pending).toBe(false))
  act(() => result.current.submit('third'))
  expect(calls).toEqual(['first', 'third'])
})

it('frees the button again when the action fails', async () => {
  const { result } = renderHook(() => useSubmitGuard(() => Promise.reject(new Error('no'))))
  act(() => result.current.submit())
  await waitFor(() => expect(result.current.pending).toBe(false))
})
