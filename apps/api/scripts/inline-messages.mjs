// Finds texts written inline in several languages (`{ es: 'Hola', en: 'Hello' }`), which belong in the API's
// catalog as `msg` messages (CONTRIBUTING rule 5): object literals with two or more of the keys es, en, ca
// whose values are strings (not language tags such as `es-ES`) or template literals. src/lib/inline-messages.test.ts runs it over the source.
import { parseSync, traverse } from '@babel/core'

const LANGUAGES = new Set(['es', 'en', 'ca'])

/** A property's name when written as `es:` or `'es':`. */
function keyOf(property) {
  if (property.type !== 'ObjectProperty' || property.computed) return null
  if (property.key.type === 'Identifier') return property.key.name
  if (property.key.type === 'StringLiteral') return property.key.value
  return null
}

/** The expression under TypeScript's `as`, `satisfies` and `!`. */
function unwrap(node) {
  let current = node
  while (['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(current.type))
    current = current.expression
  return current
}

/** A language tag (`es-ES`, `en-GB`): a locale's Intl configuration, not a text someone reads. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

function isText(node) {
  const value = unwrap(node)
  if (value.type === 'StringLiteral') return !LANGUAGE_TAG.test(value.value)
  return value.type === 'TemplateLiteral'
}

/** The inline multi-language texts of a TypeScript source: where each starts and the languages it has. */
export function inlineMessages(code, filename) {
  const ast = parseSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
  })
  const found = []
  traverse(ast, {
    ObjectExpression(path) {
      const languages = path.node.properties
        .filter((p) => LANGUAGES.has(keyOf(p)) && isText(p.value))
        .map(keyOf)
      if (languages.length >= 2) found.push({ line: path.node.loc.start.line, languages })
    },
  })
  return found
}
