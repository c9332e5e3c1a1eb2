// Tag `packages`: the packages on sale, cheapest first within each type.
import { ctxOf } from '../context.ts';
import { money } from '../services/money.ts';
import type { Package } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

const TYPE_ORDER = ['membership', 'credits', 'balance'];

export function packageView(p: Package): Schema<'Package'> {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    price: money(p.priceFen),
    ...(p.membershipDays ? { membership_days: p.membershipDays } : {}),
    ...(p.credits ? { credits: p.credits } : {}),
    ...(p.balanceGrantFen ? { balance_grant: money(p.balanceGrantFen) } : {}),
  };
}

export const listPackages: Handler<'listPackages'> = async (request) => {
  const { type = 'all' } = request.query;
  const items = ctxOf(request)
    .store.packages.filter((p) => !p.withdrawn && (type === 'all' || p.type === type))
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.priceFen - b.priceFen)
    .map(packageView);
  return { items };
};
