import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody, type ErrorCode } from '../../common/errors';
import { AppError } from '../lib/app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One error shape for the whole API: `{ message, code }`, never a stack or an internal message on a 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    reply.status(status).send(body);
  });
}

/** a row referred to was deleted between the check and the write (a matter deleted while a file is uploaded into it) */
const isForeignKeyViolation = (error: unknown): boolean => {
  const err = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
};

export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, code: error.code, fields: error.fields } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      fields[field] ??= issue.message ?? 'Invalid value';
    }
    const [first] = Object.values(fields);
    return { status: 400, body: { message: first ?? 'The request is not valid', code: 'validation_error', fields } };
  }
  if (isForeignKeyViolation(error)) return { status: 409, body: { message: MESSAGES.deletedMeanwhile, code: 'conflict' } };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: { message: MESSAGES.internal, code: 'internal_error' } };
  if (error.code?.startsWith('FST_CSRF')) return { status: 403, body: { message: error.message, code: 'csrf_invalid' } };
  return { status, body: { message: error.message, code: CODE_BY_STATUS[status] ?? 'bad_request' } };
}
