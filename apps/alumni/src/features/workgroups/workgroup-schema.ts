import { type ManagedWorkgroup, WorkgroupInput } from '@egresa/api-contract/workgroups'
import { localizedFields } from '@egresa/ui/form-messages'
import type * as v from 'valibot'

export type WorkgroupLabels = { name: string; type: string; content: string; language: string }

/** The group form's rules: the contract's `WorkgroupInput`, with messages naming each field. */
export function workgroupSchema(lang: string, labels: WorkgroupLabels) {
  return localizedFields(WorkgroupInput.entries, lang, labels)
}

export type WorkgroupFormValues = v.InferInput<ReturnType<typeof workgroupSchema>>
export type WorkgroupFormOutput = v.InferOutput<ReturnType<typeof workgroupSchema>>
export const workgroupFields = ['name', 'type', 'content', 'language'] as const

export function workgroupDefaults(group?: ManagedWorkgroup): WorkgroupFormValues {
  return {
    name: group?.name ?? '',
    type: group?.type ?? 'PUBLIC',
    content: group?.content ?? '',
    language: group?.language ?? 'es',
  }
}
