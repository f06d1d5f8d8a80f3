import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DeploymentInfo } from '../common/schemas/system';
import type { Config } from './config';
import type { Database } from './db/client';
import { CLIENT_DIST } from './lib/build-info';
import { ACTION_KEEP_MS } from './lib/action-limits';
import { createRateLimiter } from './lib/rate-limiter';
import path from 'node:path';
import { createAnswerEngine } from './ai/answer-engine';
import { createSummaryWriter } from './ai/document-summary';
import { createAnswerModel } from './ai/providers';
import { createRetriever } from './ai/retrieval';
import { createAnalysisPool } from './analysis/pool';
import { createContentRecordsRepository } from './content/records.repository';
import { createAuthService } from './modules/auth/auth.service';
import { schedulePruning } from './modules/auth/pruning';
import { authRoutes, SIGNUP_WINDOW_MS } from './modules/auth/auth.routes';
import { createLoginFailuresRepository } from './modules/auth/login-failures.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createChatRepository } from './modules/chat/chat.repository';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { DEMO_WINDOW_MS, demoRoutes } from './modules/demo/demo.routes';
import { createAnalysisQueue } from './modules/documents/analysis-queue';
import { createDocumentsRepository } from './modules/documents/documents.repository';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createSectionRewriter } from './ai/section-rewrite';
import { createDraftingRepository } from './modules/drafting/drafting.repository';
import { draftingRoutes } from './modules/drafting/drafting.routes';
import { createDraftingService } from './modules/drafting/drafting.service';
import { createDocumentsService } from './modules/documents/documents.service';
import { createCommentsRepository } from './modules/editing/comments.repository';
import { createCommentsService } from './modules/editing/comments.service';
import { createEditingRepository } from './modules/editing/editing.repository';
import { editingRoutes } from './modules/editing/editing.routes';
import { createEditingService } from './modules/editing/editing.service';
import { createDocumentAccess } from './modules/documents/document-access';
import { accountRoutes } from './modules/auth/account.routes';
import { createPasswordReset } from './modules/auth/password-reset';
import { passwordResetRoutes, RESET_WINDOW_MS } from './modules/auth/password-reset.routes';
import { createPeopleRepository } from './modules/sharing/people.repository';
import { peopleRoutes } from './modules/sharing/people.routes';
import { createPeopleService } from './modules/sharing/people.service';
import { createSharingRepository } from './modules/sharing/sharing.repository';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { createSharingService } from './modules/sharing/sharing.service';
import { createReadableDocuments } from './modules/documents/readable-documents';
import { createKnowledgeBaseRepository } from './modules/knowledge-base/knowledge-base.repository';
import { knowledgeBaseRoutes } from './modules/knowledge-base/knowledge-base.routes';
import { createKnowledgeBaseService } from './modules/knowledge-base/knowledge-base.service';
import { createSearchRepository } from './modules/knowledge-base/search.repository';
import { createSearchService } from './modules/knowledge-base/search.service';
import { createStateRulesService } from './modules/state-rules/state-rules.service';
import { stateRulesRoutes } from './modules/state-rules/state-rules.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { createUsageRepository } from './modules/usage/usage.repository';
import { createUsageService } from './modules/usage/usage.service';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createSessionManager } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { createLocalFileStorage } from './storage/file-storage';
import { createMailer } from './mail/mailer';
import { createCalendarFeedsService } from './modules/matters/calendar-feeds.service';
import { createCalendarFeedsRepository, createMatterItemsRepository } from './modules/matters/matter-items.repository';
import { matterItemsRoutes } from './modules/matters/matter-items.routes';
import { createMatterItemsService } from './modules/matters/matter-items.service';
import { createMatterLinks, matterLinksRoutes } from './modules/matters/matter-links';
import { createMatterLinksRepository } from './modules/matters/matter-links.repository';
import { createMattersRepository } from './modules/matters/matters.repository';
import { mattersRoutes } from './modules/matters/matters.routes';
import { createMattersService } from './modules/matters/matters.service';
import { createTeamsRepository } from './modules/teams/teams.repository';
import { teamsRoutes } from './modules/teams/teams.routes';
import { createTeamsService } from './modules/teams/teams.service';

export interface AppDeps {
  config: Config;
  database: Database;
  buildInfo: DeploymentInfo;
  /** folder of the built client; defaults to dist/client */
  clientDir?: string;
  /** pino logger options or false; defaults to the configured level */
  logger?: boolean | object;
  /** the clock (tests move it to check expiry and rate-limit windows) */
  now?: () => Date;
  /** how often the document queue looks for work queued or abandoned elsewhere (tests shorten it) */
  analysisPollMs?: number;
  /** told of every route as it is registered (tests enumerate them) */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, buildInfo, now = () => new Date() } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // one line per request only when debugging: at 3,000+ req/s they would drown the log
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  registerNulGuard(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Deployment-Time', buildInfo.deployedAt);
  });

  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerCsrf(app, config);

  const { db } = database;
  const users = createUsersRepository(db);
  const sessionsRepository = createSessionsRepository(db);
  const loginFailures = createLoginFailuresRepository(db);
  const sessions = createSessionManager(
    sessionsRepository,
    config,
    now,
    database.kind === 'pglite' ? { ttlMs: 5000, maxEntries: 10_000 } : undefined,
  );
  const auth = createAuthService({ users, loginFailures, defaultPlan: config.defaultPlan, now });
  const demoLimiter = createRateLimiter(db, { bucket: 'demo-analysis', keepMs: DEMO_WINDOW_MS, now });
  const signups = createRateLimiter(db, { bucket: 'signup', keepMs: SIGNUP_WINDOW_MS, now });
  const actions = createRateLimiter(db, { bucket: 'user-action', keepMs: ACTION_KEEP_MS, now });
  const sharePasswords = createRateLimiter(db, { bucket: 'share-password', keepMs: 60 * 60_000, now });
  const guestComments = createRateLimiter(db, { bucket: 'share-comment', keepMs: 60 * 60_000, now });
  const shares = createRateLimiter(db, { bucket: 'share-person', keepMs: 60 * 60_000, now });
  const resets = createRateLimiter(db, { bucket: 'password-reset', keepMs: RESET_WINDOW_MS, now });
  schedulePruning(app, { sessions: sessionsRepository, loginFailures, rateLimiters: [demoLimiter, signups, actions, sharePasswords, guestComments, shares, resets] });

  systemRoutes(app, { database, buildInfo });
  authRoutes(app, { auth, sessions, signups, signupsPerHour: config.signupsPerIpPerHour, secureCookies: config.secureCookies });
  accountRoutes(app, { auth, sessions, limiter: actions });
  const usage = createUsageService(createUsageRepository(db), now);
  usageRoutes(app, { usage, sessions });
  const appUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const mailer = createMailer({ ...config.mail, db, log: app.log, now });
  passwordResetRoutes(app, {
    reset: createPasswordReset({ db, sendMail: (m) => mailer.send(m), signOutEverywhere: (userId) => sessions.endAll(userId), appUrl, mailConfigured: Boolean(config.mail.smtpUrl), log: app.log, now }),
    limiter: resets,
  });
  const teamsRepository = createTeamsRepository(db);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const documentsRepository = createDocumentsRepository(db);
  const teams = createTeamsService({
    repository: teamsRepository,
    sendMail: (m) => mailer.send(m),
    appUrl,
    teamFiles: { keys: (teamId) => documentsRepository.storageKeysOfTeam(teamId), remove: (key) => storage.delete(key) },
    log: app.log,
    now,
  });
  teamsRoutes(app, { teams, sessions });
  // the workspace a request acts in (X-Team-Id): every route of user resources checks it
  const roleIn = async (teamId: number, userId: number) => (await teamsRepository.membership(teamId, userId))?.role;
  const mattersRepository = createMattersRepository(db);
  const matters = createMattersService({ repository: mattersRepository, now });
  mattersRoutes(app, { matters, sessions, roleIn });
  const matterItems = createMatterItemsService({ items: createMatterItemsRepository(db), matters, transaction: (work) => mattersRepository.transaction(work), now });
  const calendars = createCalendarFeedsService({ items: matterItems, feeds: createCalendarFeedsRepository(db), appUrl, now });
  matterItemsRoutes(app, { items: matterItems, calendars, sessions, roleIn });
  const matterLinks = createMatterLinks({ links: createMatterLinksRepository(db), matters, now });
  matterLinksRoutes(app, { links: matterLinks, sessions, roleIn });
  const matterFiling = { row: matters.row, recordNew: matterLinks.recordNew, analysedDocumentIds: matterLinks.analysedDocumentIds };
  const knowledgeBase = createKnowledgeBaseService(createKnowledgeBaseRepository(db));
  const search = createSearchService(createSearchRepository(db));
  knowledgeBaseRoutes(app, { knowledgeBase, search, sessions });
  const stateRules = createStateRulesService(createContentRecordsRepository(db));
  stateRulesRoutes(app, { stateRules, sessions });
  const answerModel = createAnswerModel(config.ai);
  const engine = createAnswerEngine({ model: answerModel, retrieve: createRetriever({ search, knowledgeBase, stateRules }), log: app.log, now });
  const versions = createEditingRepository(db);
  const readableDocuments = createReadableDocuments(documentsRepository, (id) => versions.latest(id));
  chatRoutes(app, { chat: createChatService({ repository: createChatRepository(db), usage, knowledgeBase, readableDocuments, matters: matterFiling, engine, now }), sessions, roleIn, actions });


  const pool = createAnalysisPool();
  const queue = createAnalysisQueue({ repository: documentsRepository, storage, pool, writeSummary: createSummaryWriter(answerModel), log: app.log, now, pollMs: deps.analysisPollMs });
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => {
    await queue.stop();
    await pool.close();
  });
  demoRoutes(app, { pool, limiter: demoLimiter });
  const documents = createDocumentsService({ repository: documentsRepository, usage, storage, queue, matters: matterFiling, now });
  await documentsRoutes(app, { documents, sessions, roleIn, actions });
  const commentRows = createCommentsRepository(db);
  const editing = createEditingService({ repository: versions, comments: commentRows, documents: documentsRepository, files: documents, storage, now });
  const comments = createCommentsService({ repository: commentRows, documents: documentsRepository, versions, now });
  editingRoutes(app, { editing, comments, sessions, roleIn, actions });
  const sharing = createSharingService({
    repository: createSharingRepository(db),
    documents: documentsRepository,
    editing,
    comments,
    tries: sharePasswords,
    guestComments,
    secret: config.sessionSecret,
    baseUrl: (origin) => config.publicUrl?.replace(/\/+$/, '') ?? `${origin.protocol}://${origin.host}`,
    now,
  });
  sharingRoutes(app, { sharing, sessions, roleIn });
  const people = createPeopleService({ repository: createPeopleRepository(db), users, reach: createDocumentAccess(documentsRepository), sendMail: (m) => mailer.send(m), appUrl, now });
  peopleRoutes(app, { people, sessions, roleIn, limiter: shares });
  const drafting = createDraftingService({
    repository: createDraftingRepository(db),
    records: createContentRecordsRepository(db),
    knowledgeBase: createKnowledgeBaseRepository(db),
    documents,
    editing,
    matters,
    rewriter: createSectionRewriter(answerModel),
    log: app.log,
    now,
  });
  draftingRoutes(app, { drafting, sessions, roleIn, actions });

  await registerSpa(app, deps.clientDir ?? CLIENT_DIST);
  return app;
}
