/**
 * The value, when the code around it guarantees one the type system cannot see (a capture
 * group that always matches, a field a library always fills for this input). Absence is a
 * bug, so it throws an error that names what was missing instead of failing later on
 * `undefined`.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`)
  return value
}
