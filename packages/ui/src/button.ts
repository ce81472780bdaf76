const base =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-bold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60'

/** Class names of the shared button styles, for `<button>`, react-aria `Button` and links that look like buttons. */
export const buttonStyles = {
  primary: `${base} bg-primary text-white hover:bg-black`,
  secondary: `${base} border border-primary bg-white text-primary hover:bg-surface`,
  danger: `${base} bg-danger-strong text-white hover:bg-[#8a2f2c]`,
  /** An action that destroys something after asking, beside others it must not outweigh. */
  dangerSecondary: `${base} border border-danger-strong bg-white text-danger-strong hover:bg-surface`,
  success: `${base} bg-success-strong text-white hover:bg-[#245645]`,
} as const

export type ButtonVariant = keyof typeof buttonStyles
