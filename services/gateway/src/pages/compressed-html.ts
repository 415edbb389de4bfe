import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page compressed once, the way the build compresses static files, and sent as the browser accepts. */
export type CompressedHtml = { plain: Buffer; br: Buffer; gzip: Buffer };

export async function compressHtml(html: string): Promise<CompressedHtml> {
  const plain = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: 9 }),
  ]);
  return { plain, br, gzip: gz };
}

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = String(request.headers['accept-encoding'] ?? '');
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, q]) => name === encoding && q?.trim() !== 'q=0');
}

/** Sends a page as the request accepts it; `varies` names the other headers it was chosen by. */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CompressedHtml,
  varies: readonly string[] = [],
) {
  reply.type('text/html; charset=utf-8').header('vary', ['Accept-Encoding', ...varies].join(', '));
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}
