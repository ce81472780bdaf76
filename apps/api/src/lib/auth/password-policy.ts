import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dictionary } from '@zxcvbn-ts/language-common'
import { type Locale, translate } from '../i18n'

// New passwords are checked on the server against the passwords attackers try first (ASVS 5.0 V6.2.4):
// the ~49,000 most common passwords of public breaches, as the well-kept zxcvbn-ts project ships them
// (@zxcvbn-ts/language-common, offline, MIT). The list stays on the server: the web apps' bundles do not
// carry it, and the contract's Password rule (length) is all the client checks. lib/validator.ts applies
// this to every field declared with that rule (registration, recovery, password change).

let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  return common
}

/**
 * Passwords this repository publishes: the demo accounts' (README, docs, e2e) and the test suite's. Anyone
 * can read them, so no real account may choose one; the seeded demo accounts keep theirs (they are hashed by
 * the seed, not registered).
 */
const PUBLISHED_PASSWORDS = new Set(['egresa-demo-2026', 'egresa-test-2026'])

/** Words of this portal that make a password easy to guess here (ASVS V6.2.11), with digits or symbols only around them. */
const CONTEXT_WORDS = ['egresa', 'alumni', 'alumnos', 'antiguosalumnos', 'universidad', 'university']

function isSequence(text: string): boolean {
  if (text.length < 3) return false
  const step = text.charCodeAt(1) - text.charCodeAt(0)
  if (Math.abs(step) !== 1) return false
  for (let i = 2; i < text.length; i++) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false
  return true
}

export type PasswordProblem = 'common' | 'predictable' | 'published'

/** Why a new password is refused, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  const lower = password.toLowerCase()
  if (PUBLISHED_PASSWORDS.has(lower.trim())) return 'published'
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim())) return 'common'
  const distinct = new Set(lower).size
  // One character over and over (`aaaaaaaaaa`), two in turn (`abababab`), or a run (`abcdefghij`, `9876543210`).
  if (distinct <= 2 || isSequence(lower)) return 'predictable'
  const letters = lower.normalize('NFD').replace(/[^a-z]/g, '')
  if (CONTEXT_WORDS.includes(letters)) return 'predictable'
  // A common password with digits or symbols added before or after (`password2026!`).
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '')
  if (core.length >= 4 && core !== lower && commonPasswords().has(core) && letters.length === core.length)
    return 'common'
  return null
}

const passwordProblemMessages: Record<PasswordProblem, MessageDescriptor> = {
  common: msg`Esta contraseña es demasiado común: aparece en las listas de contraseñas filtradas que se prueban primero en los ataques. Elige otra.`,
  predictable: msg`Esta contraseña es demasiado fácil de adivinar (caracteres repetidos o seguidos, o el nombre del portal). Elige otra.`,
  published: msg`Esta contraseña está publicada en la documentación o el código del portal, así que cualquiera la conoce. Elige otra.`,
}

export function passwordProblemMessage(problem: PasswordProblem, locale: Locale): string {
  return translate(locale, passwordProblemMessages[problem])
}
