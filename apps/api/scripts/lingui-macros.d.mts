export const MACRO_IMPORT: string
export function usesMacros(code: string): boolean
export function transformMacros(
  code: string,
  filename: string,
  options?: { typescript?: boolean },
): Promise<string>
