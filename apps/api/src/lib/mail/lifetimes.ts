// How long the one-time links a mail carries work: the mails say it, the accounts feature makes its tokens so.

/** How long a password-recovery link works; the accounts feature uses the same value for its tokens. */
export const PASSWORD_RECOVERY_TTL_MINUTES = 60
/** How long an e-mail change confirmation link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24
/** How long the "it wasn't me" link mailed to the old address after an e-mail change works. */
export const EMAIL_REVERT_TTL_DAYS = 14
