import { describe, expect, it } from 'vitest'
import { dataDirProblem } from './data-dir-problem.js'

const failure = (code: string) => Object.assign(new Error(code), { code })

describe('dataDirProblem', () => {
  it('tells the operator the one command that fixes a folder the app cannot write', () => {
    expect(dataDirProblem(failure('EACCES'), '/data', 1000)).toBe(
      'The data folder /data is not writable by this user (uid 1000): run "chown 1000:1000 <folder>" on the folder you mounted there, then start again.',
    )
    expect(dataDirProblem(failure('EPERM'), '/data', 1000)).toContain('chown 1000:1000')
    expect(dataDirProblem(failure('EROFS'), '/data', 1000)).toBe(
      'The data folder /data is read-only: mount it writable.',
    )
  })

  it('leaves every other failure to the stack trace', () => {
    expect(dataDirProblem(failure('ENOSPC'), '/data', 1000)).toBeUndefined()
    expect(dataDirProblem(new Error('corrupt'), '/data', 1000)).toBeUndefined()
  })
})
