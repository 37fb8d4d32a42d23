import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissToast,
  getToasts,
  pauseForPointer,
  pauseToast,
  resetToasts,
  resumeToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toast,
} from './toast'

beforeEach(() => {
  vi.useFakeTimers()
  resetToasts()
})

afterEach(() => {
  resetToasts()
  vi.useRealTimers()
})

describe('toast', () => {
  it('shows a toast with the default variant and duration', () => {
    toast({ title: 'Success', description: 'Allowance settings updated successfully' })
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Success',
        description: 'Allowance settings updated successfully',
        variant: 'default',
        durationMs: 5000,
        isOpen: true,
      }),
    ])
  })

  it('keeps only one toast: a new one replaces the old', () => {
    toast({ title: 'First' })
    toast({ title: 'Second', variant: 'destructive' })
    expect(getToasts().map((t) => [t.title, t.variant])).toEqual([['Second', 'destructive']])
  })

  it('closes after 5000 ms and is removed 1,000,000 ms later', () => {
    toast({ title: 'Logged out' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(getToasts()[0]?.isOpen).toBe(true)
    vi.advanceTimersByTime(1)
    expect(getToasts()[0]?.isOpen).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('honours a custom duration', () => {
    toast({ title: 'Quick', durationMs: 100 })
    vi.advanceTimersByTime(100)
    expect(getToasts()[0]?.isOpen).toBe(false)
  })

  it('can be dismissed through its handle, then is removed after the delay', () => {
    const handle = toast({ title: 'Update Failed', variant: 'destructive' })
    handle.dismiss()
    expect(getToasts()[0]?.isOpen).toBe(false)
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(getToasts()).toEqual([])
  })

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'A' })
    dismissToast()
    expect(getToasts().every((t) => !t.isOpen)).toBe(true)
  })

  it('can be updated through its handle', () => {
    const handle = toast({ title: 'Sending' })
    handle.update({ title: 'Sent', description: 'Done' })
    expect(getToasts()[0]).toMatchObject({ id: handle.id, title: 'Sent', description: 'Done' })
  })

  it('does not let a replaced toast disturb the new one later', () => {
    const first = toast({ title: 'First' })
    first.dismiss()
    toast({ title: 'Second' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    // The first toast's pending removal must not take the second one with it.
    expect(getToasts().map((t) => t.title)).toEqual(['Second'])
  })

  it('stays open while paused and gets a full duration on resume', () => {
    const { id } = toast({ title: 'Read me' })
    pauseToast(id)
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3)
    expect(getToasts()[0]?.isOpen).toBe(true)
    resumeToast(id)
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(getToasts()[0]?.isOpen).toBe(false)
  })

  it('closes an error toast after the same duration as any other', () => {
    toast({ title: 'Configuration Error', description: 'Invalid password', variant: 'destructive' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(getToasts()[0]?.isOpen).toBe(false)
  })

  it('pauses for a mouse moving over it, not for a pointer resting or a finger', () => {
    const resting = toast({ title: 'Configuration Error', variant: 'destructive' })
    pauseForPointer(resting.id, { pointerType: 'mouse', movementX: 0, movementY: 0 })
    pauseForPointer(resting.id, { pointerType: 'touch', movementX: 3, movementY: 1 })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(getToasts()[0]?.isOpen).toBe(false)

    const read = toast({ title: 'Saved' })
    pauseForPointer(read.id, { pointerType: 'mouse', movementX: 2, movementY: 0 })
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3)
    expect(getToasts()[0]?.isOpen).toBe(true)
  })

  it('keeps the running timer when a toast that was never paused is resumed', () => {
    const { id } = toast({ title: 'Saved' })
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    resumeToast(id)
    vi.advanceTimersByTime(1)
    expect(getToasts()[0]?.isOpen).toBe(false)
  })

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    const handle = toast({ title: 'Hi' })
    handle.dismiss()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    toast({ title: 'Again' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
