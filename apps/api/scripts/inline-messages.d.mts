export function inlineMessages(code: string, filename: string): { line: number; languages: string[] }[]
