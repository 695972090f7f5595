import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { chooseEncoding, encode, matchesEtag } from './compression';

const big = encode('patient stories '.repeat(200));

describe('encode', () => {
  it('keeps a brotli and a gzip copy of a body over 1 KiB, each the same body', () => {
    expect(brotliDecompressSync(big.br!).toString()).toBe(big.identity.toString());
    expect(gunzipSync(big.gzip!).toString()).toBe(big.identity.toString());
  });

  it('leaves a small body uncompressed', () => {
    const small = encode('[]');
    expect(small.br).toBeUndefined();
    expect(chooseEncoding('br, gzip', small)).toBeUndefined();
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', big)).toBe('br');
    expect(chooseEncoding('gzip', big)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip', big)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', big)).toBeUndefined();
    expect(chooseEncoding('identity', big)).toBeUndefined();
    expect(chooseEncoding(undefined, big)).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('reads If-None-Match as browsers and proxies send it, for any encoding of the same body', () => {
    const tag = big.tag;
    expect(matchesEtag(`"${tag}"`, big)).toBe(true);
    expect(matchesEtag(`W/"${tag}-br"`, big)).toBe(true);
    expect(matchesEtag(`"x", "${tag}-gzip"`, big)).toBe(true);
    expect(matchesEtag('*', big)).toBe(true);
    expect(matchesEtag('"abd"', big)).toBe(false);
    expect(matchesEtag(undefined, big)).toBe(false);
  });
});
