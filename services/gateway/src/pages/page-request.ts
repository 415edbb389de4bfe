import type { FastifyRequest } from 'fastify';
import { NON_HTML_PREFIXES } from '../routing-table';

/** The last path segment ends like a file (`main.0123.js`, `logo.svg`): no page has such a path. */
export const FILE_LIKE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * A page: what a browser navigates to (Accept text/html), or any path without a file extension
 * (monitors and `curl` send `*\/*`). A missing script or stylesheet gets a 404, never the page.
 */
export const wantsHtml = (request: FastifyRequest) => {
  if (NON_HTML_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const pagePath = request.url.split('?', 1)[0] ?? '/';
  return (request.headers.accept ?? '').includes('text/html') || !FILE_LIKE_PATH.test(pagePath);
};
