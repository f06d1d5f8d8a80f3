import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  documentTextSchema,
  updateDocumentSchema,
  uploadAcceptedSchema,
  uploadFieldsSchema,
} from '../../../common/schemas/documents';
import { dayRangeSchema } from '../../../common/schemas/day-range';
import { AppError } from '../../lib/app-error';
import { limitAction } from '../../lib/action-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { refuseNul } from '../../plugins/nul-guard';
import { requireWorkspace, type RoleIn } from '../../plugins/workspace';
import type { SessionManager } from '../../plugins/session';
import { contentDisposition } from './documents.presenter';
import type { DocumentsService, Upload } from './documents.service';

/** search, page, and the day filter the conversation list has too */
const listQuerySchema = documentListQuerySchema.extend(dayRangeSchema.shape);

const UNREADABLE = 'The upload could not be read. Send the file as multipart/form-data, in a field named "file".';
const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Upload a smaller file, or split the document into parts.`;

/** The one file and its few fields from a multipart/form-data body, within the upload limits. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Upload | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // the NUL guard reads JSON bodies before the route; a multipart body is read only here
        refuseNul(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
      } else if (upload) throw new AppError(400, 'bad_request', 'Upload one file at a time.');
      else upload = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'bad_request', 'Upload one file at a time.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'bad_request', 'Send the file as multipart/form-data, in a field named "file".');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError(400, 'bad_request', 'The upload has more form fields than it needs.');
    // the parser's own refusals (a field named __proto__) keep their 4xx; anything else it meets is a body
    // it cannot read (cut short, a bad boundary), the sender's doing: a 400, not a 500
    if (((err as { statusCode?: number }).statusCode ?? 500) < 500) throw err;
    throw new AppError(400, 'bad_request', UNREADABLE);
  }
  if (!upload) throw new AppError(400, 'bad_request', 'Choose a file to upload.');
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new AppError(400, 'validation_error', parsed.error.issues[0]!.message);
  return { ...upload, title: parsed.data.title, matterId: parsed.data.matterId };
}

export async function documentsRoutes(
  app: FastifyInstance,
  { documents, sessions, roleIn, actions }: { documents: DocumentsService; sessions: SessionManager; roleIn: RoleIn; actions: RateLimiter },
) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 6, headerPairs: 100 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireWorkspace(sessions, roleIn);
  const params = documentIdParamsSchema;

  r.post('/api/documents', { preHandler, schema: { response: { 202: uploadAcceptedSchema } } }, async (request, reply) =>
    reply.code(202).send(await documents.upload(request.user!, await readUpload(request))),
  );

  r.get('/api/documents', { preHandler, schema: { querystring: listQuerySchema, response: { 200: documentListSchema } } }, (request) =>
    documents.list(request.user!, request.query),
  );

  r.get('/api/documents/:id', { preHandler, schema: { params, response: { 200: documentSchema } } }, (request) => documents.get(request.user!, request.params.id));

  r.get('/api/documents/:id/text', { preHandler, schema: { params, response: { 200: documentTextSchema } } }, (request) =>
    documents.text(request.user!, request.params.id),
  );

  r.get('/api/documents/:id/file', { preHandler, schema: { params } }, async (request, reply) => {
    const file = await documents.file(request.user!, request.params.id);
    return reply
      .header('Content-Type', file.mediaType)
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });

  r.post('/api/documents/:id/reanalyze', { preHandler: [preHandler, limitAction(actions, 'reanalyses')], schema: { params, response: { 202: uploadAcceptedSchema } } }, async (request, reply) =>
    reply.code(202).send(await documents.reanalyze(request.user!, request.params.id)),
  );

  r.patch('/api/documents/:id', { preHandler, schema: { params, body: updateDocumentSchema, response: { 200: documentSchema } } }, (request) =>
    documents.rename(request.user!, request.params.id, request.body.title),
  );

  r.delete('/api/documents/:id', { preHandler, schema: { params } }, async (request, reply) => {
    await documents.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });
}
