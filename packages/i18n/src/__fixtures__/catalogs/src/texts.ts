import { msg } from '@lingui/core/macro'

const name = 'Ana'
export const texts = [msg`Guardar`, msg`Hola, ${name}`]
