// The reference server is one fastify-plugin per concern (src/plugins/). The worlds' store stands on its
// own: on a bare Fastify app, with only the plugin it depends on, it decorates the default world and the
// world table and hands each request the world it names; a plugin registered without the ones it needs
// is refused when the app starts, naming the missing one.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readContract } from '../../../openapi/lib/contract.ts';
import { createShared } from '../src/context.ts';
import cors from '../src/plugins/cors.ts';
import requestLog from '../src/plugins/request-log.ts';
import worlds from '../src/plugins/worlds.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('the worlds store plugin', () => {
  it('serves worlds to a bare app: the default one without a header, a named one created on first use', async () => {
    const app = Fastify();
    apps.push(app);
    await app.register(cors, { contract: readContract(), sandbox: true });
    await app.register(worlds, { shared: createShared() });
    app.get('/whose', async (request) => ({ world: request.world?.world ?? null, users: request.world?.store.users.size }));
    expect((await app.inject({ method: 'GET', url: '/whose' })).json()).toEqual({ world: null, users: 3 });
    expect(app.worlds.has('qa-plugin')).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/whose', headers: { 'orbit-sandbox': 'qa-plugin' } })).json()).toEqual({ world: 'qa-plugin', users: 3 });
    expect(app.worlds.has('qa-plugin')).toBe(true);
    expect(app.orbit.world).toBeUndefined();
  });

  it('is refused without the plugin it depends on, and so is the request log without it', async () => {
    const bare = Fastify();
    apps.push(bare);
    await expect(bare.register(worlds, { shared: createShared() })).rejects.toThrow(/orbit-cors/);
    const noWorlds = Fastify();
    apps.push(noWorlds);
    await expect(noWorlds.register(requestLog)).rejects.toThrow(/orbit-worlds/);
  });
});
