import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { normalizeIban } from './iban'
import { documentTypes, normalizeDocument } from './identity'
import {
  cif,
  confirmed,
  dni,
  documentMatchesType,
  httpUrl,
  iban,
  nie,
  nif,
  passport,
  ruleMessage,
} from './valibot'

// The field messages a form or the API would show: dotted path → messages.
function fieldMessages(result: v.SafeParseResult<v.GenericSchema>) {
  return result.issues ? v.flatten(result.issues).nested : undefined
}

describe('string rules', () => {
  const cases = [
    { rule: 'dni', action: dni(), valid: '12345678Z', invalid: '12345678A' },
    { rule: 'nie', action: nie(), valid: 'X1234567L', invalid: 'X1234567A' },
    { rule: 'nif', action: nif(), valid: 'K1234567L', invalid: 'A12345678' },
    { rule: 'cif', action: cif(), valid: 'A28015865', invalid: 'A28015864' },
    { rule: 'passport', action: passport(), valid: 'ABC123456', invalid: 'AB123456' },
    {
      rule: 'iban',
      action: iban(),
      valid: 'ES91 2100 0418 4502 0005 1332',
      invalid: 'ES9121000418450200051333',
    },
    { rule: 'url', action: httpUrl(), valid: 'https://www.uni.es', invalid: 'javascript:alert(1)' },
  ] as const

  it.each(cases)('$rule passes a valid value through unchanged', ({ action, valid }) => {
    expect(v.parse(v.pipe(v.string(), action), valid)).toBe(valid)
  })

  it.each(cases)(
    '$rule reports an issue of type "$rule" on an invalid value',
    ({ rule, action, invalid }) => {
      const result = v.safeParse(v.pipe(v.string(), action), invalid)
      expect(result.success).toBe(false)
      expect(result.issues).toHaveLength(1)
      expect(result.issues?.[0]).toMatchObject({ kind: 'validation', type: rule, input: invalid })
    },
  )

  it('speaks Spanish by default and follows the parse language', () => {
    const schema = v.pipe(v.string(), dni())
    expect(v.safeParse(schema, '1234567A').issues?.[0]?.message).toBe(
      'Este campo debe ser un DNI válido: 8 números y una letra (p. ej. 12345678Z)',
    )
    expect(v.safeParse(schema, '1234567A', { lang: 'en' }).issues?.[0]?.message).toBe(
      'This field must be a valid DNI: 8 numbers and a letter (e.g. 12345678Z)',
    )
    expect(v.safeParse(schema, '1234567A', { lang: 'ca' }).issues?.[0]?.message).toBe(
      'Aquest camp ha de ser un DNI vàlid: 8 números i una lletra (p. ex. 12345678Z)',
    )
    expect(v.safeParse(v.pipe(v.string(), iban()), 'ES00', { lang: 'en-GB' }).issues?.[0]?.message).toBe(
      'This field must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)',
    )
  })

  it('says the letter does not match when a DNI or NIE has the right shape and the wrong letter', () => {
    const dniSchema = v.pipe(v.string(), dni())
    expect(v.safeParse(dniSchema, '12345678A').issues?.[0]?.message).toBe(
      'Este campo no es válido: la letra no corresponde a los números del DNI (revisa la letra y los dígitos)',
    )
    expect(v.safeParse(dniSchema, '12.345.678-a', { lang: 'en' }).issues?.[0]?.message).toBe(
      'This field is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
    )
    expect(v.safeParse(v.pipe(v.string(), nie()), 'X1234567A', { lang: 'ca' }).issues?.[0]?.message).toBe(
      'Aquest camp no és vàlid: la lletra no correspon als números del NIE (revisa la lletra i els dígits)',
    )
  })

  it('lets a caller-provided message override, as text or as a function of the issue', () => {
    expect(
      v.safeParse(v.pipe(v.string(), nie('Revisa tu NIE')), 'X1', { lang: 'en' }).issues?.[0]?.message,
    ).toBe('Revisa tu NIE')
    const byLang = httpUrl((issue) =>
      issue.lang === 'en' ? `Not a web link: ${issue.input}` : 'No es un enlace',
    )
    expect(v.safeParse(v.pipe(v.string(), byLang), 'ftp://x', { lang: 'en' }).issues?.[0]?.message).toBe(
      'Not a web link: ftp://x',
    )
  })

  describe('with messages set through valibot', () => {
    afterEach(() => {
      v.deleteSpecificMessage(passport)
      v.deleteGlobalMessage()
    })

    it('uses a specific message set for the rule and a parse-wide message', () => {
      v.setSpecificMessage(passport, 'Pasaporte incorrecto', 'es')
      const schema = v.pipe(v.string(), passport())
      expect(v.safeParse(schema, 'X', { lang: 'es' }).issues?.[0]?.message).toBe('Pasaporte incorrecto')
      // No specific message in English: the rule's own.
      expect(v.safeParse(schema, 'X', { lang: 'en' }).issues?.[0]?.message).toMatch(/valid passport number/)
      expect(
        v.safeParse(v.pipe(v.string(), cif()), 'X', { message: 'Dato incorrecto' }).issues?.[0]?.message,
      ).toBe('Dato incorrecto')
    })

    it('keeps the rule message over a generic global one', () => {
      v.setGlobalMessage('Invalid input', 'en')
      expect(v.safeParse(v.pipe(v.string(), nif()), 'X', { lang: 'en' }).issues?.[0]?.message).toBe(
        'This field must be a valid NIF (e.g. A12345674)',
      )
    })
  })

  it('does not run on a value that already failed its schema', () => {
    const result = v.safeParse(v.pipe(v.string(), dni()), 12345678)
    expect(result.issues?.map((issue) => issue.type)).toEqual(['string'])
  })

  it('works next to a normalising transform, as a form would use it', () => {
    const schema = v.pipe(
      v.string(),
      dni(),
      v.transform((value) => value.replace(/[\s-]/g, '').toUpperCase()),
    )
    expect(v.parse(schema, '12345678-z')).toBe('12345678Z')
  })
})

describe('confirmed', () => {
  const Register = v.pipe(
    v.object({
      email: v.pipe(v.string(), v.email()),
      emailRepeat: v.string(),
      password: v.pipe(v.string(), v.minLength(8)),
      passwordRepeat: v.string(),
    }),
    confirmed('email', 'emailRepeat'),
    confirmed('password', 'passwordRepeat'),
  )
  const valid = {
    email: 'ana@uni.es',
    emailRepeat: 'ana@uni.es',
    password: 'Egresa-demo-2026',
    passwordRepeat: 'Egresa-demo-2026',
  }

  it('passes when both pairs match', () => {
    expect(v.parse(Register, valid)).toEqual(valid)
  })

  it('reports a mismatch on the repeat field, in the parse language', () => {
    const result = v.safeParse(
      Register,
      { ...valid, emailRepeat: 'ana@uni.com', passwordRepeat: 'x' },
      { lang: 'en' },
    )
    expect(result.issues?.map((issue) => issue.type)).toEqual(['confirmed', 'confirmed'])
    expect(fieldMessages(result)).toEqual({
      emailRepeat: ['This field does not match'],
      passwordRepeat: ['This field does not match'],
    })
    expect(result.issues?.[0]?.input).toBe('ana@uni.com')
  })

  it('reports a mismatch next to the issues of the fields themselves', () => {
    const result = v.safeParse(Register, { ...valid, email: 'not-an-email', emailRepeat: 'x' })
    expect(result.issues?.map((issue) => issue.type)).toEqual(['email', 'confirmed'])
  })

  it('still checks a pair while a field outside it has the wrong type', () => {
    const result = v.safeParse(Register, { ...valid, password: 12345678, emailRepeat: 'x' })
    // The password pair cannot be compared; the e-mail pair can.
    expect(fieldMessages(result)).toEqual({
      password: [expect.any(String)],
      emailRepeat: ['Este campo no coincide'],
    })
  })

  it('waits while one of its own fields has the wrong type', () => {
    const result = v.safeParse(Register, { ...valid, email: 42, emailRepeat: 'x' })
    expect(result.issues?.map((issue) => issue.type)).toEqual(['string'])
  })

  it('does not run when the input is not an object', () => {
    expect(v.safeParse(Register, 'ana@uni.es').issues?.map((issue) => issue.type)).toEqual(['object'])
  })

  it('can be declared apart from its schema with the form type', () => {
    type Passwords = { password: string; passwordRepeat: string }
    const passwordsMatch = confirmed<Passwords>('password', 'passwordRepeat')
    const schema = v.pipe(v.object({ password: v.string(), passwordRepeat: v.string() }), passwordsMatch)
    expect(v.safeParse(schema, { password: 'a', passwordRepeat: 'b' }).success).toBe(false)
    // @ts-expect-error: a key the form does not have is a type error
    v.pipe(v.object({ a: v.string(), b: v.string() }), confirmed('a', 'c'))
  })

  it('takes a custom message', () => {
    const schema = v.pipe(
      v.object({ a: v.string(), b: v.string() }),
      confirmed('a', 'b', 'Las contraseñas no coinciden'),
    )
    expect(fieldMessages(v.safeParse(schema, { a: '1', b: '2' }))).toEqual({
      b: ['Las contraseñas no coinciden'],
    })
  })
})

describe('documentMatchesType', () => {
  const Identity = v.pipe(
    v.object({ document_type: v.picklist(documentTypes), document_number: v.string() }),
    documentMatchesType(),
  )

  it('passes a number that is valid for its type', () => {
    expect(v.safeParse(Identity, { document_type: 'dni', document_number: '12345678Z' }).success).toBe(true)
    expect(v.safeParse(Identity, { document_type: 'nie', document_number: 'x1234567l' }).success).toBe(true)
    expect(v.safeParse(Identity, { document_type: 'other', document_number: 'AB-12' }).success).toBe(true)
  })

  it('reports on the number field with the message of the type', () => {
    const wrongLetter = v.safeParse(
      Identity,
      { document_type: 'dni', document_number: '12345678A' },
      { lang: 'en' },
    )
    expect(wrongLetter.issues?.[0]?.type).toBe('document_matches_type')
    expect(fieldMessages(wrongLetter)).toEqual({
      document_number: [
        'This field is not valid: the letter does not match the DNI numbers (check the letter and the digits)',
      ],
    })
    const wrongShape = v.safeParse(
      Identity,
      { document_type: 'dni', document_number: '1234567Z' },
      { lang: 'en' },
    )
    expect(fieldMessages(wrongShape)).toEqual({
      document_number: ['This field must be a valid DNI: 8 numbers and a letter (e.g. 12345678Z)'],
    })
    // A valid DNI is not a NIE.
    expect(
      fieldMessages(v.safeParse(Identity, { document_type: 'nie', document_number: '12345678Z' })),
    ).toEqual({
      document_number: [
        'Este campo debe ser un NIE válido: X, Y o Z, 7 números y una letra (p. ej. X1234567L)',
      ],
    })
    for (const [type, rule] of [
      ['cif', /CIF/],
      ['nif', /NIF/],
      ['passport', /pasaporte/],
    ] as const) {
      const result = v.safeParse(Identity, { document_type: type, document_number: '1' })
      expect(fieldMessages(result)?.document_number?.[0]).toMatch(rule)
    }
  })

  it('asks for a number of 1 to 50 characters when the type is other', () => {
    expect(fieldMessages(v.safeParse(Identity, { document_type: 'other', document_number: ' ' }))).toEqual({
      document_number: ['Este campo es obligatorio'],
    })
    const tooLong = v.safeParse(
      Identity,
      { document_type: 'other', document_number: 'x'.repeat(51) },
      { lang: 'en' },
    )
    expect(fieldMessages(tooLong)).toEqual({
      document_number: ['This field may not be longer than 50 characters'],
    })
  })

  it('leaves an unknown type to the type field', () => {
    const result = v.safeParse(Identity, { document_type: 'licence', document_number: '12345678Z' })
    expect(result.issues?.map((issue) => issue.type)).toEqual(['picklist'])
  })

  it('works with other field names, a loose schema and a custom message', () => {
    const Company = v.pipe(
      v.object({ kind: v.string(), number: v.unknown() }),
      documentMatchesType('kind', 'number', 'Documento no válido'),
    )
    expect(fieldMessages(v.safeParse(Company, { kind: 'cif', number: 'A28015864' }))).toEqual({
      number: ['Documento no válido'],
    })
    expect(v.safeParse(Company, { kind: 'cif', number: 'A28015865' }).success).toBe(true)
    // Without a picklist for the type, an unknown type is reported on the type field.
    expect(fieldMessages(v.safeParse(Company, { kind: 'licence', number: 'A28015865' }))).toEqual({
      kind: ['Documento no válido'],
    })
    const Loose = v.pipe(
      v.object({ kind: v.string(), number: v.unknown() }),
      documentMatchesType('kind', 'number'),
    )
    expect(
      fieldMessages(v.safeParse(Loose, { kind: 'licence', number: 'A28015865' }, { lang: 'en' })),
    ).toEqual({
      kind: ['This field must be one of the allowed values'],
    })
    expect(fieldMessages(v.safeParse(Loose, { kind: 'dni', number: 12345678 }))).toEqual({
      number: ['Este campo debe ser un DNI válido: 8 números y una letra (p. ej. 12345678Z)'],
    })
    expect(fieldMessages(v.safeParse(Loose, { kind: 'other', number: null }))).toEqual({
      number: ['Este campo es obligatorio'],
    })
  })
})

describe('ruleMessage', () => {
  it("gives valibot's own schemas and actions the generic messages in the parse language", () => {
    const Password = v.pipe(
      v.string(ruleMessage('required')),
      v.minLength(8, ruleMessage('min', { field: 'Contraseña', params: { length: 8 } })),
    )
    expect(v.safeParse(Password, 'short').issues?.[0]?.message).toBe(
      'El campo Contraseña debe tener al menos 8 caracteres',
    )
    expect(v.safeParse(Password, 'short', { lang: 'en' }).issues?.[0]?.message).toBe(
      'The Contraseña field must be at least 8 characters long',
    )
    expect(v.safeParse(Password, undefined, { lang: 'ca' }).issues?.[0]?.message).toBe(
      'Aquest camp és obligatori',
    )
  })
})

describe('the README example', () => {
  const Register = v.pipe(
    v.object({
      email: v.pipe(v.string(), v.email(ruleMessage('email'))),
      emailRepeat: v.string(),
      password: v.pipe(v.string(), v.minLength(8, ruleMessage('min', { params: { length: 8 } }))),
      passwordRepeat: v.string(),
      document_type: v.picklist(documentTypes, ruleMessage('one_of')),
      document_number: v.pipe(v.string(), v.transform(normalizeDocument)),
      iban: v.pipe(v.string(), iban(), v.transform(normalizeIban)),
      website: v.pipe(v.string(), httpUrl()),
    }),
    confirmed('email', 'emailRepeat'),
    confirmed('password', 'passwordRepeat'),
    documentMatchesType(),
  )
  const body = {
    email: 'ana@uni.es',
    emailRepeat: 'ana@uni.es',
    password: 'Egresa-demo-2026',
    passwordRepeat: 'Egresa-demo-2026',
    document_type: 'dni',
    document_number: '12345678-z',
    iban: 'es91 2100 0418 4502 0005 1332',
    website: 'https://ana.dev',
  }

  it('stores the normalised forms of a valid registration', () => {
    expect(v.parse(Register, body)).toMatchObject({
      document_number: '12345678Z',
      iban: 'ES9121000418450200051332',
    })
  })

  it('answers every bad field in the request language', () => {
    const result = v.safeParse(
      Register,
      {
        ...body,
        email: 'ana',
        passwordRepeat: 'other',
        document_number: '1234567A',
        iban: 'ES9121000418450200051333',
        website: 'ftp://ana.dev',
      },
      { lang: 'en-GB,en;q=0.9' },
    )
    expect(fieldMessages(result)).toEqual({
      email: ['This field must be a valid e-mail address'],
      iban: ['This field must be a valid IBAN (e.g. ES91 2100 0418 4502 0005 1332)'],
      website: [
        'This field must be a web address starting with http:// or https:// (e.g. https://www.example.org)',
      ],
      passwordRepeat: ['This field does not match'],
      document_number: ['This field must be a valid DNI: 8 numbers and a letter (e.g. 12345678Z)'],
    })
  })
})
