/**
 * A fetch that counts the RPC requests in flight, so the test world stops the chains only once
 * every request has settled (a request cut by a stopped chain would print socket errors).
 */
export function trackRequests() {
  let inFlight = 0
  let waiting: (() => void)[] = []

  const settle = () => {
    inFlight -= 1
    if (inFlight > 0) return
    for (const resolve of waiting.splice(0)) resolve()
  }

  return {
    fetchFn: async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      inFlight += 1
      try {
        return await fetch(input, init)
      } finally {
        settle()
      }
    },
    /** Resolves once no request is in flight (at once when none is). */
    idle(): Promise<void> {
      if (inFlight === 0) return Promise.resolve()
      return new Promise((resolve) => {
        waiting = [...waiting, resolve]
      })
    },
  }
}
