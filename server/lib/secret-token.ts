/** Secret link and session tokens: 32 random bytes for the holder, only their SHA-256 kept in the database. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
