import { describe, expect, it } from 'vitest'
import { createGroupCommit } from './createGroupCommit.js'

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/** A writer whose statements finish when the test says so. */
function slowWriter() {
  const written: number[][] = []
  const finish: (() => void)[] = []
  const take = createGroupCommit<number[]>(
    () => [],
    (batch) => {
      written.push(batch)
      return new Promise<void>((resolve) => finish.push(resolve))
    },
  )
  return { take, written, finish }
}

describe('createGroupCommit', () => {
  it('writes what one turn adds in one batch, at the end of that turn', async () => {
    const { take, written } = slowWriter()
    take().push(1)
    take().push(2)
    expect(written).toEqual([])
    await nextTurn()
    expect(written).toEqual([[1, 2]])
  })

  it('holds what arrives during a write, over several turns, and writes it in one batch once that write ends', async () => {
    const { take, written, finish } = slowWriter()
    take().push(1)
    await nextTurn()
    take().push(2)
    await nextTurn()
    take().push(3)
    await nextTurn()
    expect(written).toEqual([[1]])
    finish[0]?.()
    await nextTurn()
    expect(written).toEqual([[1], [2, 3]])
    finish[1]?.()
    await nextTurn()
    take().push(4)
    await nextTurn()
    expect(written).toEqual([[1], [2, 3], [4]])
  })

  it('goes on after a failed write', async () => {
    const written: number[][] = []
    let fail = true
    const take = createGroupCommit<number[]>(
      () => [],
      async (batch) => {
        written.push(batch)
        if (fail) {
          fail = false
          throw new Error('storage is gone')
        }
      },
    )
    take().push(1)
    await nextTurn()
    take().push(2)
    await nextTurn()
    await nextTurn()
    expect(written).toEqual([[1], [2]])
  })
})
