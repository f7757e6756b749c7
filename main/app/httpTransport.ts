import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { httpStatusFor, procedureNames, type EventMessage } from '../../shared/contract';
import { invokeProcedure, type ApiHandlers, type EventBus, type QuietTime } from '../api';
import { registerFileTransferRoutes, UPLOAD_PATH, uploadsRoot, type UPLOAD_LIMITS } from './fileTransferRoutes';
import { sendError } from './httpErrors';
import {
  bearerToken,
  CONTENT_SECURITY_POLICY,
  isAllowedHost,
  readCookie,
  TOKEN_COOKIE,
  tokensMatch,
} from './webSecurity';

export interface WebServerOptions {
  handlers: ApiHandlers;
  bus: EventBus;
  /** Random per launch; required on every request. */
  token: string;
  /** The built renderer (index.html and assets). */
  staticDir: string;
  port: number;
  /** The data folder: uploads are staged in it and backups made there for download. Without it, web mode has no file transfers. */
  dataDir?: string;
  /** The most bytes an upload for each purpose may bring (tests lower them); by default `UPLOAD_LIMITS`. */
  uploadLimits?: typeof UPLOAD_LIMITS;
  /** Counts each upload as activity (see `QuietTime`), as the handlers' calls are. */
  activity?: Pick<QuietTime, 'during'>;
}

export interface RunningWebServer {
  app: FastifyInstance;
  port: number;
  url: string;
  close(): Promise<void>;
}

export const API_PREFIX = '/api/';
export const EVENTS_PATH = '/api/events';
const HEARTBEAT_MS = 15_000;
/**
 * JSON bodies of every procedure: far above any real call, low enough that parsing never stalls
 * the server. Files (packs, models) never travel in JSON here: they are streamed uploads.
 */
export const API_BODY_LIMIT = 1024 * 1024;

// Resolved from Fastify's own folder: the compilers are its dependencies, hoisted or not.
const requireModule = createRequire(createRequire(import.meta.url).resolve('fastify'));
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's JSON-schema compilers (ajv and fast-json-stringify, about 110 modules), loaded only
 * if a route ever declares a schema. None does (the contract's schemas check every call in
 * `invokeProcedure`), so web mode's cold start never loads them.
 */
const schemaCompilersOnFirstUse = {
  buildValidator: onFirstUse('@fastify/ajv-compiler'),
  buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler'),
} as unknown as CompilersFactory;

type CompilerFactory = (...args: unknown[]) => unknown;

/** The factory a Fastify compiler module's selector makes, the module loaded on the first call. */
function onFirstUse(moduleId: string): CompilerFactory {
  let factory: CompilerFactory | undefined;
  return (...args) => {
    factory ??= (requireModule(moduleId) as () => CompilerFactory)();
    return factory(...args);
  };
}

/**
 * The loopback web transport. It listens on 127.0.0.1 only and refuses, before any route runs:
 * a foreign `Host` (DNS rebinding) or `Origin` with 403, and a missing token with 401. API calls
 * carry the token as a bearer header; the static UI accepts it from the launch URL's query,
 * which sets an HttpOnly cookie for the assets. No CORS headers are ever sent.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: API_BODY_LIMIT, schemaController: { compilersFactory: schemaCompilersOnFirstUse } });
  let port = options.port;

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (!isAllowedHost(request.headers.host, port)) {
      return sendError(reply, 'forbidden', 'Host not allowed: Moot only answers on its loopback address.');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedHost(origin.replace(/^http:\/\//, ''), port)) {
      return sendError(reply, 'forbidden', 'Cross-origin requests are not allowed.');
    }
    if (!isAuthorized(request, options.token)) {
      return sendError(reply, 'unauthorized', 'Missing or wrong access token. Open the URL that Moot printed when it started.');
    }
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    if (error.statusCode === 413) {
      return sendError(reply, 'bad_input', `The request body is too large: the limit is ${API_BODY_LIMIT} bytes. Files are sent to ${UPLOAD_PATH} as raw bytes, then named by path.`, { status: 413 });
    }
    const clientError = error.statusCode !== undefined && error.statusCode < 500;
    void sendError(reply, clientError ? 'bad_input' : 'internal', clientError ? `Bad request: ${error.message}` : 'Internal error.');
  });

  for (const name of procedureNames) {
    app.post(`${API_PREFIX}${name}`, async (request, reply) => {
      const envelope = await invokeProcedure(options.handlers, name, request.body ?? {});
      return reply.code(envelope.ok ? 200 : httpStatusFor(envelope.error.code)).send(envelope);
    });
  }
  if (options.dataDir) {
    // Left over from a run that stopped mid-upload: staged copies only, never the user's files.
    rmSync(uploadsRoot(options.dataDir), { recursive: true, force: true });
    registerFileTransferRoutes(app, options.handlers, options.dataDir, options.uploadLimits, options.activity);
  }
  app.post(`${API_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    return sendError(reply, 'not_found', `Unknown procedure "${name}".`);
  });

  app.get(EVENTS_PATH, (request, reply) => streamEvents(request, reply, options.bus));

  await app.register(fastifyStatic, { root: options.staticDir, index: ['index.html'], cacheControl: false });
  app.addHook('onSend', async (request, reply, payload) => {
    // The first page load carries the token in its query: pin it in a cookie for the assets.
    const queryToken = (request.query as { token?: string } | undefined)?.token;
    if (queryToken && tokensMatch(options.token, queryToken)) {
      reply.header('set-cookie', `${TOKEN_COOKIE}=${options.token}; HttpOnly; SameSite=Strict; Path=/`);
    }
    return payload;
  });

  await app.listen({ host: '127.0.0.1', port: options.port });
  port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}/?token=${options.token}`,
    close: () => app.close(),
  };
}

/**
 * Whether a request goes to the API, decided the way routing decides it: by the route Fastify
 * matched (after percent-decoding, and for absolute-form request lines) and, to be safe, by the
 * decoded path as well. Either says API: the bearer token is required.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route.startsWith(API_PREFIX)) return true;
  return normalisedPath(request.url).startsWith(API_PREFIX);
}

/** The request target's path as a router sees it: absolute form reduced to its path, percent-decoded, dot segments resolved. */
export function normalisedPath(target: string): string {
  let path: string;
  try {
    path = new URL(target, 'http://loopback.invalid').pathname;
  } catch {
    return target;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: keep the raw path (it is compared as is).
  }
  return path.replace(/\/+/g, '/');
}

function isAuthorized(request: FastifyRequest, token: string): boolean {
  if (isApiRequest(request)) {
    return tokensMatch(token, bearerToken(request.headers.authorization));
  }
  const queryToken = (request.query as { token?: string } | undefined)?.token;
  return tokensMatch(token, queryToken) || tokensMatch(token, readCookie(request.headers.cookie, TOKEN_COOKIE));
}


/** Server-sent events: one `event:`/`data:` block per bus message, plus heartbeats. */
function streamEvents(request: FastifyRequest, reply: FastifyReply, bus: EventBus): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
  });
  raw.write(': connected\n\n');
  const unsubscribe = bus.subscribe((message: EventMessage) => {
    raw.write(`event: ${message.name}\ndata: ${JSON.stringify(message.payload)}\n\n`);
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
