/** Finding a wallet export's columns by their labels, and reading its cells. */
import { CsvImportError } from './import-error.js'

export function startsWith(header: string[], expected: string[]): boolean {
  return expected.every((label, index) => header[index] === label)
}

export function optionalColumn(header: string[], name: string): number {
  return header.findIndex((label) => lowerCase(label) === name)
}

export function findColumns<K extends string>(
  header: string[],
  headerLine: number,
  formatName: string,
  names: Record<K, string>,
): Record<K, number> {
  const indexes = {} as Record<K, number>
  for (const key of Object.keys(names) as K[]) {
    indexes[key] = firstColumn(header, headerLine, formatName, [names[key]])
  }
  return indexes
}

export function firstColumn(
  header: string[],
  headerLine: number,
  formatName: string,
  names: string[],
): number {
  for (const name of names) {
    const index = optionalColumn(header, name)
    if (index >= 0) return index
  }
  throw new CsvImportError(`The ${formatName} export has no "${names[0]}" column`, headerLine)
}

/** Column counts are checked before rows are read, so this only guards a missing optional column. */
export function cell(fields: string[], index: number): string {
  return index < 0 ? '' : (fields[index] ?? '')
}

const INJECTION_GUARDED = /^'[ \t\r]*[=+\-@]/

export function stripInjectionGuard(value: string): string {
  return INJECTION_GUARDED.test(value) ? value.slice(1) : value
}

export function lowerCase(text: string): string {
  return text.toLowerCase()
}
