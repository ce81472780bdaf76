// `pnpm admin` gathers the commands the features export (features/<name>/public.ts).
import { describe, expect, it } from 'vitest'
import { jobCommands } from '../jobs/public'
import { commands, helpText } from './commands'

describe('pnpm admin', () => {
  it('has the job bank’s commands, in its help too', () => {
    for (const [name, command] of Object.entries(jobCommands)) {
      expect(commands[name]).toBe(command)
      expect(helpText()).toContain(command.usage)
    }
    expect(Object.keys(jobCommands).sort()).toEqual(['offers:approve', 'offers:list', 'offers:reject'])
  })
})
