import { describe, expect, it } from 'vitest'
import { type Box, chooseToastEdge } from './toast-edge'

// A phone: 390 x 844, a toast 80 px high across the width, 16 px from the edges.
const toast: Box = { top: 748, bottom: 828, left: 16, right: 374 }
const at = (top: number, height = 44): Box => ({ top, bottom: top + height, left: 16, right: 374 })

describe('chooseToastEdge', () => {
  it('stays at the bottom when nothing to keep clear is there', () => {
    expect(chooseToastEdge(toast, 16, 844, [at(300), at(400)])).toBe('bottom')
    expect(chooseToastEdge(toast, 16, 844, [])).toBe('bottom')
  })

  it('goes to the top when it would cover the focused field or the button pressed', () => {
    expect(chooseToastEdge(toast, 16, 844, [at(700), at(780)])).toBe('top')
  })

  it('stays at the bottom when the top would cover as much', () => {
    expect(chooseToastEdge(toast, 16, 844, [at(20), at(790)])).toBe('bottom')
  })

  it('leaves a control beside the toast alone (a laptop: the toast sits on the right)', () => {
    const narrow: Box = { top: 700, bottom: 780, left: 880, right: 1264 }
    const saveOnTheLeft: Box = { top: 720, bottom: 764, left: 100, right: 400 }
    expect(chooseToastEdge(narrow, 16, 800, [saveOnTheLeft])).toBe('bottom')
  })
})
