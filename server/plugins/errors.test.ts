import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import errors, { httpError, parseRequest, SERVER_FAULT_MESSAGE } from './errors';

async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  register(app);
  return app;
}

describe('the error handler', () => {
  it('answers a refusal with its status and plain message', async () => {
    const app = await appWith((a) =>
      a.get('/teapot', async () => {
        throw httpError(409, 'Only a failed mail can be tried again.');
      }),
    );
    const res = await app.inject('/teapot');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Only a failed mail can be tried again.' });
  });

  it('never shows the message of our own failure', async () => {
    const app = await appWith((a) =>
      a.get('/broken', async () => {
        throw new Error('relation "stories" does not exist at /srv/app/server/db.ts');
      }),
    );
    const res = await app.inject('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: SERVER_FAULT_MESSAGE });
    expect(res.body).not.toContain('relation');
  });

  it('names what is wrong in a 400 for a bad param, query or body', async () => {
    const app = await appWith((a) =>
      a.get('/items/:id', async (request) => parseRequest(z.object({ id: z.uuid() }), request.params)),
    );
    const res = await app.inject('/items/nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^id: /) });
  });

  it("lets a route show a refusal as its own page, and never a 5xx's cause there either", async () => {
    const app = await appWith((a) =>
      a.get(
        '/form',
        {
          config: {
            errorPage: (request, reply, status) =>
              request.headers.accept === 'text/html'
                ? reply.code(status).type('text/html').send(`<p>${status}</p>`)
                : undefined,
          },
        },
        async () => {
          throw new Error('secret');
        },
      ),
    );
    const page = await app.inject({ url: '/form', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(500);
    expect(page.body).toBe('<p>500</p>');
    const json = await app.inject({ url: '/form', headers: { accept: 'application/json' } });
    expect(json.json()).toEqual({ error: SERVER_FAULT_MESSAGE });
  });

  it('answers an unknown route with 404', async () => {
    const app = await appWith(() => {});
    const res = await app.inject('/nowhere?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route for GET /nowhere' });
  });
});
