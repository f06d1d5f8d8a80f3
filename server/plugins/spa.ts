import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../common/errors';

/**
 * Serves the built client: hashed files under /assets are immutable for a year; everything else,
 * index.html above all, is revalidated on every load so a new release is picked up. Unknown client
 * routes get index.html (the router shows its not-found screen); unknown /api paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = existsSync(path.join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const apiPath = pathname === '/api' || pathname.startsWith('/api/');
    // a missing file (an old release's chunk, say) is a 404, never index.html served as JavaScript
    const filePath = /\.[a-z0-9]+$/i.test(pathname);
    if (apiPath || filePath || !built || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'not_found' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', clientDir);
  });
}
