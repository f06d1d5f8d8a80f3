import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kbCategoryDetailSchema,
  kbCategoryListSchema,
  kbCategoryParamsSchema,
  kbPopularTopicListSchema,
  kbSearchQuerySchema,
  kbSearchResultListSchema,
  kbTopicParamsSchema,
  kbTopicSchema,
} from '../../../common/schemas/knowledge-base';
import { requireUser } from '../../plugins/auth';
import type { SessionManager } from '../../plugins/session';
import type { KnowledgeBaseService } from './knowledge-base.service';
import type { SearchService } from './search.service';

export function knowledgeBaseRoutes(
  app: FastifyInstance,
  { knowledgeBase, search, sessions }: { knowledgeBase: KnowledgeBaseService; search: SearchService; sessions: SessionManager },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(sessions);

  r.get('/api/knowledge-base/categories', { preHandler, schema: { response: { 200: kbCategoryListSchema } } }, () =>
    knowledgeBase.listCategories(),
  );

  r.get(
    '/api/knowledge-base/categories/:categoryId',
    { preHandler, schema: { params: kbCategoryParamsSchema, response: { 200: kbCategoryDetailSchema } } },
    (request) => knowledgeBase.getCategory(request.params.categoryId),
  );

  r.get(
    '/api/knowledge-base/topics/:categoryId/:topicId',
    { preHandler, schema: { params: kbTopicParamsSchema, response: { 200: kbTopicSchema } } },
    (request) => knowledgeBase.getTopic(request.params.categoryId, request.params.topicId),
  );

  r.get(
    '/api/knowledge-base/search',
    { preHandler, schema: { querystring: kbSearchQuerySchema, response: { 200: kbSearchResultListSchema } } },
    (request) => search.searchTopics(request.query),
  );

  r.get('/api/knowledge-base/popular', { preHandler, schema: { response: { 200: kbPopularTopicListSchema } } }, () =>
    knowledgeBase.popular(),
  );
}
