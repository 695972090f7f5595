import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Files of the export that compress well: the build writes a .br and a .gz beside each, the server sends those. */
export const COMPRESSIBLE_FILE = /\.(html|js|css|svg|json|xml|txt)$/;

/** The body of a response in each encoding we send, and its entity tag (a hash of the uncompressed body). */
export type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer; tag: string };
type Encoding = 'br' | 'gzip';

export const contentTag = (body: Buffer | string) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/**
 * Compresses a body made at run time (the published stories): brotli at a middle quality, cheap enough to do
 * once per change. Bodies under 1 KiB stay as they are (a compressed copy would gain less than a packet).
 */
export function encode(body: string | Buffer): Encoded {
  const identity = Buffer.from(body);
  const tag = contentTag(identity);
  if (identity.length < 1024) return { identity, tag };
  return {
    identity,
    tag,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

/** The encoding to send: the client's most preferred of those we have (q > 0), brotli first on a tie. */
export function chooseEncoding(acceptEncoding: string | undefined, body: Encoded): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const encoding: Encoding | undefined =
      name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : undefined;
    if (!encoding || !body[encoding]) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (q > 0 && (q > bestQ || (q === bestQ && encoding === 'br'))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

const etagOf = (body: Encoded, encoding: Encoding | undefined) =>
  encoding ? `"${body.tag}-${encoding}"` : `"${body.tag}"`;

/** Whether an If-None-Match header names this body in any of its encodings (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, body: Encoded): boolean {
  if (!ifNoneMatch) return false;
  const ours = new Set([etagOf(body, undefined), etagOf(body, 'br'), etagOf(body, 'gzip'), '*']);
  return ifNoneMatch.split(',').some((candidate) => ours.has(candidate.trim().replace(/^W\//, '')));
}

/**
 * Sends a body in the encoding the client prefers, with `Vary: Accept-Encoding` and an ETag per encoding;
 * `304` when the client already has it.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded, status = 200) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  reply.header('Vary', 'Accept-Encoding').header('ETag', etagOf(body, encoding));
  if (status === 200 && matchesEtag(request.headers['if-none-match'], body)) return reply.code(304).send();
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(status).send(encoding ? body[encoding] : body.identity);
}

/** Content types worth compressing on the fly. Never the chat's event stream: each event must go out at once. */
const compressibleType = (type: string) =>
  /^(application\/(json|xml|javascript)|text\/(html|css|plain|csv|javascript|xml)|image\/svg\+xml)\b/.test(type);

/**
 * Answers made at run time (JSON, the pages composed for forms posted without JavaScript, CSV exports) go out
 * compressed above 1 KiB for clients that accept it; bodies already encoded (sendEncoded) are left alone.
 */
export default fp(async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressibleType,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
