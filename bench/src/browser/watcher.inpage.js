// Frame watcher, injected before the page's scripts (issue #6). Each animation frame it looks for the
// text nodes the bench waits for, through the document and every open shadow root, and records:
//   visible: the first frame the text is laid out inside the viewport and not hidden or at opacity 0;
//   settled: the first frame after which its rect and effective opacity stay the same for 2 more frames
//            and no finite CSS animation or transition is playing on it or an ancestor.
// It also records long tasks (for total blocking time) and pointerdown times (the start of a click).
;(() => {
  const watches = []
  const state = { marks: {}, longTasks: [], pointerDowns: [] }
  window.__bench = state

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  addEventListener('pointerdown', (event) => state.pointerDowns.push(event.timeStamp), true)

  const roots = (root, out) => {
    out.push(root)
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
    for (let element = walker.nextNode(); element; element = walker.nextNode()) {
      if (element.shadowRoot) roots(element.shadowRoot, out)
    }
    return out
  }

  const flatParent = (element) =>
    element.assignedSlot ?? element.parentElement ?? element.getRootNode().host ?? null

  const opacityOf = (element) => {
    let opacity = 1
    for (let each = element; each; each = flatParent(each)) {
      opacity *= Number(getComputedStyle(each).opacity)
    }
    return opacity
  }

  // A CSS animation or transition (finite) still playing on the element or an ancestor: it is moving
  // even when two frames look alike (an animation waiting for its start time holds its first frame).
  const animating = (element) => {
    for (let each = element; each; each = flatParent(each)) {
      for (const animation of each.getAnimations()) {
        if (animation.playState === 'finished') continue
        if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) return true
      }
    }
    return false
  }

  const find = (pattern) => {
    for (const root of roots(document, [])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!pattern.test(text.data.trim())) continue
        const element = text.parentElement
        if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const rect = range.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth)
          continue
        return { element, rect }
      }
    }
    return null
  }

  // The first element matching a CSS selector, through every open shadow root, laid out in the viewport and
  // neither hidden nor at opacity 0 (a QR code is an SVG or a canvas: no text to find).
  const findElement = (selector) => {
    for (const root of roots(document, [])) {
      for (const element of root.querySelectorAll(selector)) {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0) continue
        if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth)
          continue
        if (opacityOf(element) === 0) continue
        return { element, rect }
      }
    }
    return null
  }

  const check = (watch, now) => {
    const found = watch.selector ? findElement(watch.selector) : find(watch.pattern)
    if (!found) {
      watch.key = null
      return
    }
    const mark = state.marks[watch.name]
    if (mark.visible === undefined) mark.visible = now
    if (!watch.settle) {
      watch.done = true
      return
    }
    const opacity = opacityOf(found.element)
    const { x, y, width, height } = found.rect
    const key = `${x},${y},${width},${height},${opacity.toFixed(3)}`
    if (key !== watch.key || animating(found.element)) {
      watch.key = key
      watch.since = now
      watch.stable = 0
    } else if (++watch.stable >= 2 && opacity >= 0.5) {
      mark.settled = watch.since
      watch.done = true
    }
  }

  let running = false
  const startedAt = performance.now()
  const frame = () => {
    const now = performance.now()
    for (const watch of watches) if (!watch.done) check(watch, now)
    running = watches.some((watch) => !watch.done) && now - startedAt < 600_000
    if (running) requestAnimationFrame(frame)
  }

  /** Starts watching for text matching `source` (a case-insensitive RegExp source). */
  state.watch = (name, source, settle) => {
    state.marks[name] = {}
    watches.push({ name, pattern: new RegExp(source, 'i'), settle, done: false, key: null })
    if (!running) {
      running = true
      requestAnimationFrame(frame)
    }
  }

  /** Starts watching for an element matching a CSS selector (searched through open shadow roots too). */
  state.watchElement = (name, selector) => {
    state.marks[name] = {}
    watches.push({ name, selector, settle: false, done: false, key: null })
    if (!running) {
      running = true
      requestAnimationFrame(frame)
    }
  }

  /** Centre of the first visible text matching `source`, for a real mouse click. */
  state.locate = (source) => {
    const found = find(new RegExp(source, 'i'))
    if (!found) return null
    return { x: found.rect.x + found.rect.width / 2, y: found.rect.y + found.rect.height / 2 }
  }

  state.watch('button', '^connect( wallet)?$', false)
})()
