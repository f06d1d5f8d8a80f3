import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Helmet with a Content-Security-Policy the built SPA works under: scripts and styles only from this
 * origin (inline style attributes are allowed for Radix positioning), no framing, no plugins.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  noStoreForApi(app);
}

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Every answer under /api is `Cache-Control: no-store`: they carry a user's data (or, for a signed-out visitor,
 * a 401 that must not be replayed later), and a browser's back/forward cache, a shared computer's disk or a
 * proxy should keep none of it. A route may send a stricter value that says no-store too (`private, no-store`);
 * anything weaker is replaced, like the `no-cache` the AI SDK puts on a streamed answer. The few public
 * answers (health checks, the deployment stamp, the knowledge base) gain nothing from an HTTP cache: the
 * client keeps its own. Static files are not under /api and keep the caching plugins/spa.ts gives them.
 */
function noStoreForApi(app: FastifyInstance): void {
  const saysNoStore = (value: unknown) => /\bno-store\b/.test(String(value ?? ''));
  app.addHook('onSend', async (request, reply, payload) => {
    if (!API_PATH.test(request.url)) return;
    if (!saysNoStore(reply.getHeader('cache-control'))) reply.header('Cache-Control', 'no-store');
    // a web Response (a streamed answer) brings headers of its own, which Fastify applies after this hook
    if (Object.prototype.toString.call(payload) === '[object Response]') {
      const { headers } = payload as Response;
      try {
        if (headers.has('cache-control') && !saysNoStore(headers.get('cache-control'))) headers.set('Cache-Control', 'no-store');
      } catch {
        // the immutable headers of a fetched Response passed on as it came: left as they are
      }
    }
  });
}
