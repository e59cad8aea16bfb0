import { ROUTES } from '@trace/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/audit';
import { registerRoute } from '../../lib/route';
import * as consumer from './consumer';
import * as feedback from './feedback';
import * as members from './members';
import * as reviews from './reviews';

/** Consumers on the scan page (public) and the company's member, review and feedback pages. */
export async function memberRoutes(app: FastifyInstance) {
  const c = ROUTES.consumers;
  registerRoute(app, c.label, (request) => consumer.labelPanel(app.db, request.params.excode));
  registerRoute(app, c.reviews, (request) =>
    consumer.publicReviews(app.db, request.params.excode, request.query),
  );
  registerRoute(app, c.register, (request) => consumer.register(app.db, actorOf(request), request.body));
  registerRoute(app, c.claimScanReward, (request) =>
    consumer.claimScanReward(app.db, actorOf(request), request.body),
  );
  registerRoute(app, c.review, (request) => consumer.review(app.db, actorOf(request), request.body));
  registerRoute(app, c.feedback, (request) => consumer.feedback(app.db, actorOf(request), request.body));

  const m = ROUTES.members;
  registerRoute(app, m.list, (request) => members.list(app.db, request.principal!, request.query));
  registerRoute(app, m.export, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="members.csv"')
      .send(members.exportCsv(app.db, request.principal!, request.language, request.query)),
  );
  registerRoute(app, m.get, (request) => members.get(app.db, request.principal!, request.params.id));

  const r = ROUTES.consumerReviews;
  registerRoute(app, r.list, (request) => reviews.list(app.db, request.principal!, request.query));
  registerRoute(app, r.get, (request) => reviews.get(app.db, request.principal!, request.params.id));
  registerRoute(app, r.reply, (request) =>
    reviews.reply(app.db, request.principal!, actorOf(request), request.params.id, request.body.reply),
  );
  registerRoute(app, r.hide, (request) =>
    reviews.changeVisibility(app.db, request.principal!, actorOf(request), request.params.id, 'hide'),
  );
  registerRoute(app, r.show, (request) =>
    reviews.changeVisibility(app.db, request.principal!, actorOf(request), request.params.id, 'show'),
  );

  const f = ROUTES.consumerFeedback;
  registerRoute(app, f.list, (request) => feedback.list(app.db, request.principal!, request.query));
  registerRoute(app, f.get, (request) => feedback.get(app.db, request.principal!, request.params.id));
  registerRoute(app, f.process, (request) =>
    feedback.process(app.db, request.principal!, actorOf(request), request.params.id, request.body.note),
  );
}
