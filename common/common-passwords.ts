/**
 * The most common passwords, refused at registration: the first guesses of anyone trying to break into an
 * account. The list is 32 kB (13 kB gzip), so only the server checks it, through `registerSchema`; the client's
 * registration form uses `registerFieldsSchema` and shows the server's answer by the password field.
 */
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list';

let words: Set<string> | undefined;

/** whether the password is one of the 10,000 most common, in any mix of upper and lower case */
export function isCommonPassword(password: string): boolean {
  words ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return words.has(password.toLowerCase());
}
