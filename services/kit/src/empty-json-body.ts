import fp from 'fastify-plugin';

/**
 * Calls that take no body (auth-session, auth-logout, the dashboard data calls): clients that still
 * send `content-type: application/json` with nothing after it get the same answer as without the
 * header, instead of a 400.
 */
export const emptyJsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'nomada-empty-json-body' },
);
