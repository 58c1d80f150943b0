import list from './common-passwords.json';

/**
 * The 2,000 most common passwords of 6 characters or more, most common first: the first entries of
 * that length in `@zxcvbn-ts/language-common` 4.1.3's `passwords.json` (MIT; drawn from breached
 * password lists). Small enough for the sign-up page, so the form and the server refuse the same ones.
 */
const COMMON_PASSWORDS = new Set<string>(list);

/** The list is lower case; `Password1` is as guessable as `password1`. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
