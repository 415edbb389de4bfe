import fp from 'fastify-plugin';

/**
 * auth-session and auth-logout take no body; clients that still send `content-type: application/json`
 * with nothing after it get the same answer as without the header instead of a 400.
 */
export const lenientJsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'identity-lenient-json-body' },
);
