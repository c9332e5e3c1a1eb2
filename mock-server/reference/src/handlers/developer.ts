// Tag `developer`: registration (API key shown once, stored hashed), applications, statistics.
import { iso, isoDate } from '../clock.ts';
import { ctxOf, userOf, type Context } from '../context.ts';
import { ApiError, badRequest, conflict } from '../errors.ts';
import { money } from '../services/money.ts';
import { ENDPOINTS } from '../services/usage.ts';
import type { App, Developer, User } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

function developerView(d: Developer): Schema<'Developer'> {
  return {
    id: d.id,
    name: d.name,
    email: d.email,
    ...(d.company ? { company: d.company } : {}),
    ...(d.website ? { website: d.website } : {}),
    revenue_share_bps: d.revenueShareBps,
    created_at: iso(d.createdAt),
  };
}

function developerOf(ctx: Context, user: User): Developer {
  const developer = ctx.store.developers.get(user.id);
  if (!developer) throw new ApiError(403, 'developer_required', 'Register as a developer first');
  return developer;
}

export const registerDeveloper: Handler<'registerDeveloper'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  if (ctx.store.developers.has(user.id)) throw conflict('developer_exists', 'This user is already a developer');
  const body = request.body;
  const now = ctx.clock.now();
  const developer: Developer = { id: ctx.store.random.id('dev'), userId: user.id, name: body.name, email: body.email, revenueShareBps: ctx.config.revenueShareBps, createdAt: now };
  if (body.company) developer.company = body.company;
  if (body.website) developer.website = body.website;
  ctx.store.developers.set(user.id, developer);
  const key = ctx.store.random.apiKey();
  const record = ctx.store.addApiKey(key, developer.id, user.id, undefined, now);
  return reply.code(201).send({ developer: developerView(developer), api_key: key, api_key_prefix: record.prefix });
};

export const createDeveloperApp: Handler<'createDeveloperApp'> = async (request, reply) => {
  const ctx = ctxOf(request);
  const user = userOf(request);
  const developer = developerOf(ctx, user);
  const body = request.body;
  const now = ctx.clock.now();
  const key = ctx.store.random.apiKey();
  const app: App = { id: ctx.store.random.id('app'), developerId: developer.id, name: body.name, platform: body.platform ?? 'web', apiKeyPrefix: key.slice(0, 12), createdAt: now };
  if (body.description) app.description = body.description;
  ctx.store.apps.set(app.id, app);
  ctx.store.addApiKey(key, developer.id, user.id, app.id, now);
  return reply.code(201).send({
    id: app.id,
    name: app.name,
    ...(app.description ? { description: app.description } : {}),
    platform: app.platform,
    api_key: key,
    api_key_prefix: app.apiKeyPrefix,
    created_at: iso(now),
  });
};

const DAY = 86_400_000;

export const getDeveloperStats: Handler<'getDeveloperStats'> = async (request) => {
  const ctx = ctxOf(request);
  const developer = developerOf(ctx, userOf(request));
  const query = request.query;
  // Defaults: `to` today, `from` 29 days before `to` (30 days inclusive).
  const today = isoDate(ctx.clock.now());
  const to = query.to ?? today;
  const from = query.from ?? isoDate(Date.parse(to) - 29 * DAY);
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const toEnd = Date.parse(`${to}T00:00:00Z`) + DAY;
  if (fromMs >= toEnd) throw badRequest('invalid_date_range', '`from` must not be after `to`', 'from');
  if ((toEnd - fromMs) / DAY > 366) throw badRequest('invalid_date_range', 'The range may span at most 366 days', 'from');

  const calls = ctx.store.calls.filter((c) => c.developerId === developer.id && c.at >= fromMs && c.at < toEnd);
  const share = (fen: number) => Math.floor((fen * developer.revenueShareBps) / 10_000);
  const byEndpoint = ENDPOINTS.map((endpoint) => {
    const mine = calls.filter((c) => c.endpoint === endpoint);
    return { endpoint, calls: mine.length, revenue_share: money(share(mine.reduce((n, c) => n + c.listPriceFen, 0))) };
  });
  const keys = [...ctx.store.apiKeys.values()].filter((k) => k.developerId === developer.id).sort((a, b) => a.createdAt - b.createdAt);
  const byKey = keys.map((k): Schema<'KeyStats'> => ({
    api_key_prefix: k.prefix,
    ...(k.appId ? { app_id: k.appId } : {}),
    calls: calls.filter((c) => c.keyHash === k.hash).length,
  }));
  const sum = (pick: (c: (typeof calls)[number]) => number) => calls.reduce((n, c) => n + pick(c), 0);
  return {
    from,
    to,
    revenue_share_bps: developer.revenueShareBps,
    totals: {
      calls: calls.length,
      prompt_tokens: sum((c) => c.promptTokens),
      completion_tokens: sum((c) => c.completionTokens),
      images: sum((c) => c.images),
      speech_characters: sum((c) => c.speechCharacters),
      revenue_share: money(byEndpoint.reduce((n, e) => n + e.revenue_share.amount, 0)),
    },
    by_endpoint: byEndpoint,
    by_key: byKey,
  };
};
