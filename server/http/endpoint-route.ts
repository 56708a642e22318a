/**
 * Registers a route of the endpoint table (`src/protocol/endpoints.ts`, issue 22): method and URL
 * come from the table, so the server and the hub cannot spell a call two ways. Each handler still
 * checks its params and body against its own schema (`parseInput`): the table types what a
 * client sends, the route decides what it accepts.
 */
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { ENDPOINTS, type EndpointName } from '../../src/protocol/endpoints';

export function endpoint(
  app: FastifyInstance,
  name: EndpointName,
  handler: RouteHandlerMethod,
): void;
export function endpoint(
  app: FastifyInstance,
  name: EndpointName,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod,
): void;
export function endpoint(
  app: FastifyInstance,
  name: EndpointName,
  ...rest: [RouteHandlerMethod] | [RouteShorthandOptions, RouteHandlerMethod]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const { method, route } = ENDPOINTS[name];
  app.route({ ...options, method, url: route, handler });
}
