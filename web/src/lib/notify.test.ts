import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { notify, notifyColonText, notifyFailure, splitMessage } from './notify'
import { getToasts, resetToasts } from './toast'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  resetToasts()
  vi.useRealTimers()
})

function shown() {
  const [first] = getToasts()
  return first && { title: first.title, description: first.description, variant: first.variant }
}

describe('splitMessage', () => {
  it('splits at the first " - " only', () => {
    expect(splitMessage('Invalid Age - Please enter a valid age between 1 and 18')).toEqual({
      title: 'Invalid Age',
      description: 'Please enter a valid age between 1 and 18',
    })
    expect(splitMessage('Insufficient Funds - A - B')).toEqual({
      title: 'Insufficient Funds',
      description: 'A - B',
    })
  })

  it('keeps a text without the separator whole', () => {
    expect(splitMessage('Failed to add transaction')).toEqual({
      title: 'Failed to add transaction',
    })
  })
})

describe('notify', () => {
  it('shows a spec text as title and description', () => {
    notify('Coming Soon - Bitcoin lessons will be available soon!')
    expect(shown()).toEqual({
      title: 'Coming Soon',
      description: 'Bitcoin lessons will be available soon!',
      variant: 'default',
    })
  })
})

describe('notifyColonText', () => {
  it('splits a "Title: Description" text at its first ": "', () => {
    notifyColonText('Xpub Required: Please enter your xpub: it starts with xpub')
    expect(shown()).toEqual({
      title: 'Xpub Required',
      description: 'Please enter your xpub: it starts with xpub',
      variant: 'destructive',
    })
  })

  it('keeps a text without ": " whole', () => {
    notifyColonText('Sync Failed')
    expect(shown()).toEqual({
      title: 'Sync Failed',
      description: undefined,
      variant: 'destructive',
    })
  })
})

describe('notifyFailure', () => {
  const fallback = { title: 'Import Failed', description: 'Failed to import CSV file' }

  it('uses the fallback without a server message', () => {
    notifyFailure(new TypeError('Failed to fetch'), fallback)
    expect(shown()).toEqual({ ...fallback, variant: 'destructive' })
  })

  it("splits the server's spec-style message", () => {
    const text = 'Reason Required - Please tell your parent why you need this money'
    notifyFailure(new ApiError(400, JSON.stringify({ message: text }), text), fallback)
    expect(shown()).toEqual({
      title: 'Reason Required',
      description: 'Please tell your parent why you need this money',
      variant: 'destructive',
    })
  })

  it("puts any other server message under the screen's title", () => {
    const text = 'Line 4: the amount is not a number'
    notifyFailure(new ApiError(400, JSON.stringify({ message: text }), text), fallback)
    expect(shown()).toEqual({ title: 'Import Failed', description: text, variant: 'destructive' })
  })
})
