import { required } from '../../api/lib/required.js'
import type { EnvVariable } from '../../web/src/config/build-facts.js'

const VARIABLE = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/

/**
 * Reads .env.example: each variable line (`NAME=value`, or `#NAME=value` when it is left
 * at the server's default) with the comment lines directly above it. A blank line ends a
 * comment, so the file's opening note belongs to no variable.
 */
export function parseEnvExample(text: string): EnvVariable[] {
  const variables: EnvVariable[] = []
  let comment: string[] = []
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim()
    const variable = VARIABLE.exec(line)
    if (variable) {
      const [, commentMark, name, value] = variable
      variables.push({
        name: required(name, 'variable name'),
        example: required(value, `example value of ${name}`).trim(),
        isSetInExample: commentMark === undefined,
        description: comment.join(' '),
      })
      comment = []
    } else if (line.startsWith('#')) {
      comment.push(line.replace(/^#\s?/, ''))
    } else {
      comment = []
    }
  }
  const names = variables.map((v) => v.name)
  const repeated = names.filter((name, i) => names.indexOf(name) !== i)
  if (repeated.length > 0) throw new Error(`.env.example lists ${repeated.join(', ')} twice`)
  return variables
}
