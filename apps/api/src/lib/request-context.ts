import type { Language } from '@trace/contracts';
import type { Database } from '@trace/db';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from './audit';
import type { Principal } from './principal';

/**
 * What a service needs to know about the call it serves: the database, who calls, in which language
 * it answers, and who the audit rows name. Routes build it once per request (`requestContext`) and
 * hand it to the service with the route's own inputs.
 */
export interface RequestContext {
  db: Database;
  principal: Principal;
  language: Language;
  actor: Actor;
}

/** The context of an authenticated request (its route's guard has set the principal). */
export function requestContext(request: FastifyRequest): RequestContext {
  return {
    db: request.server.db,
    principal: request.principal!,
    language: request.language,
    actor: actorOf(request),
  };
}
