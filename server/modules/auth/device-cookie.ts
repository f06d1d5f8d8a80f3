/**
 * The device cookie: a browser that has signed in to an account carries a signed, random id for it,
 * sent only to the sign-in route. The login throttle counts such a browser's failures on their own
 * (login-throttle.ts), so strangers guessing at the account do not lock its owner out.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'counsel_device';
const DEVICE_VALUE = /^(\d{1,10})\.([0-9a-f]{32})$/;

export interface Device {
  userId: number;
  id: string;
}

/** the browser's device for an account, if it carries one we signed */
export function deviceOf(request: FastifyRequest): Device | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  const match = valid && value ? DEVICE_VALUE.exec(value) : null;
  return match ? { userId: Number(match[1]), id: match[2]! } : undefined;
}

/** gives the browser a device for `userId`, unless it has one already */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number, secure: boolean): void {
  if (deviceOf(request)?.userId === userId) return;
  reply.setCookie(DEVICE_COOKIE, `${userId}.${randomBytes(16).toString('hex')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/login',
    maxAge: 365 * 24 * 3600,
  });
}
