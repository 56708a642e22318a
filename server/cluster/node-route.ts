/**
 * GET api/cluster/node (public): the node's role and whether it serves it. The load
 * balancer's health check of the core backend reads the status: 200 for the core that holds
 * the lock, 503 for a standby, so calls go to the active core only.
 */
import type { FastifyInstance } from 'fastify';
import type { NodeState } from './role';

export function registerClusterRoutes(app: FastifyInstance, node: NodeState): void {
  app.get('/api/cluster/node', { config: { public: true } }, async (_request, reply) => {
    const serving = node.role === 'edge' || node.active;
    return reply.code(serving ? 200 : 503).send({ data: { role: node.role, active: serving } });
  });
}
