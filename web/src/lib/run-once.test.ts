import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRunOnce, runOncePerKey } from './run-once'

beforeEach(() => resetRunOnce())

describe('runOncePerKey', () => {
  it('runs once per key and gives every caller the same answer', async () => {
    const run = vi.fn(async () => 'signed in')
    const first = runOncePerKey('token-a', run)
    const second = runOncePerKey('token-a', run)
    expect(second).toBe(first)
    await expect(second).resolves.toBe('signed in')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('keeps a failure too, so a used token is not sent again', async () => {
    const run = vi.fn(async () => {
      throw new Error('401: used')
    })
    await expect(runOncePerKey('token-b', run)).rejects.toThrow('401: used')
    await expect(runOncePerKey('token-b', run)).rejects.toThrow('401: used')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs again for another key', async () => {
    const run = vi.fn(async () => 1)
    await runOncePerKey('x', run)
    await runOncePerKey('y', run)
    expect(run).toHaveBeenCalledTimes(2)
  })
})
