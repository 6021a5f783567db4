import type { Endpoint } from "@safar/contracts/endpoint";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestHookHandler,
  preValidationHookHandler,
} from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { SignedInUser } from "./modules/auth/auth.service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (the OpenAPI document reads it). */
    endpoint?: Endpoint;
    /** A refused input answers its first problem's own words, never prefixed by the field (spec §5 texts). */
    plainValidationMessage?: boolean;
    /** Refusals answered in the spec's `{ code, body, status }` envelope (railway IDs' `v2/user`). */
    specEnvelope?: boolean;
    /**
     * Posted by `navigator.sendBeacon` (analytics, error reports), which cannot
     * send the anti-forgery header; such a route changes nothing of the
     * signed-in user's, so the session cookie's check is skipped.
     */
    beacon?: boolean;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the request, already checked by the declaration's schemas. */
export interface Call<E extends Endpoint, U> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<E["params"]>;
  query: z.output<E["query"]>;
  body: Out<E["body"]>;
  /** The signed-in user, for routes with `auth`. */
  user: U;
}

type Authenticate = (request: FastifyRequest) => Promise<SignedInUser>;

export interface RouteOptions {
  /** Sign-in required, checked before the input (401 before 400, as a handler would). */
  auth?: "user" | Authenticate;
  onRequest?: onRequestHookHandler;
  /** Runs before the input is checked (a limit that counts refused input too, a local-only check). */
  preValidation?: preValidationHookHandler;
  bodyLimit?: number;
  config?: {
    signInStep?: boolean;
    plainValidationMessage?: boolean;
    specEnvelope?: boolean;
    beacon?: boolean;
  };
  /** The body is checked as sent: none is not read as `{}`. */
  bodyAsSent?: boolean;
  /** The body reaches the handler unchecked (a signed callback checks its own bytes). */
  uncheckedBody?: boolean;
  /** The prefix the plugin is registered under: the declared path is registered without it. */
  mountedAt?: string;
}

type UserOf<O extends RouteOptions> = O["auth"] extends "user" | Authenticate ? SignedInUser : null;

type Answer<E extends Endpoint> = E["noContent"] extends true
  ? FastifyReply
  : z.output<E["response"]> | FastifyReply;

/** Fastify's path for a declared one: `{orderId}` → `:orderId`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/**
 * Input is checked by the declaration's Zod schemas; a refusal is the
 * ZodError itself, which the one error handler words (`errors.ts`). No
 * query, or no body, is read as `{}` so each field's own message answers.
 */
function validatorFor(bodyAsSent: boolean): FastifySchemaCompiler<z.ZodType> {
  return ({ schema, httpPart }) =>
    (data) => {
      const input = httpPart === "body" && bodyAsSent ? (data ?? undefined) : (data ?? {});
      const result = schema.safeParse(input);
      return result.success ? { value: result.data } : { error: result.error };
    };
}

const users = new WeakMap<FastifyRequest, SignedInUser>();

/**
 * Registers one declared endpoint (ADR 016): method and path from the
 * declaration, params, query and body checked by its schemas before the
 * handler runs, the answer encoded (and stripped) by its response schema
 * through fastify-type-provider-zod. Handlers neither parse nor name paths.
 */
export function route<E extends Endpoint, O extends RouteOptions>(
  app: FastifyInstance,
  endpoint: E,
  options: O,
  handler: (call: Call<E, UserOf<O>>) => Promise<Answer<E>>,
): void {
  const preValidation: preValidationHookHandler[] = [];
  if (options.preValidation) preValidation.push(options.preValidation);
  const auth = options.auth;
  if (auth) {
    preValidation.push(async (request) => {
      users.set(request, auth === "user" ? await request.requireUser() : await auth(request));
    });
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routePath(
      options.mountedAt && endpoint.path.startsWith(`${options.mountedAt}/`)
        ? endpoint.path.slice(options.mountedAt.length)
        : endpoint.path,
    ),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      querystring: endpoint.query,
      ...(endpoint.body && !options.uncheckedBody ? { body: endpoint.body } : {}),
      ...(endpoint.noContent ? {} : { response: { 200: endpoint.response } }),
    },
    // Per route (the host's other routes keep Fastify's own compilers); typed per schema by Fastify.
    validatorCompiler: validatorFor(options.bodyAsSent === true) as never,
    serializerCompiler: serializerCompiler as never,
    config: { ...options.config, endpoint },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: (request, reply) =>
      handler({
        request,
        reply,
        params: request.params as Out<E["params"]>,
        query: request.query as z.output<E["query"]>,
        body: request.body as Out<E["body"]>,
        user: (users.get(request) ?? null) as UserOf<O>,
      }),
  });
}
