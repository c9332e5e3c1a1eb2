// Tag `packages`: the packages on sale, cheapest first within each type.
import { ctxOf } from '../context.ts';
import { money } from '../services/money.ts';
import type { Package } from '../store.ts';
import type { Schema } from '../../../shared/contract-types.ts';
import type { Handler } from './types.ts';

const TYPE_ORDER = ['membership', 'credits', 'balance'];

// Property by property in the contract's order, not with conditional spreads: V8 builds a literal
// with spreads on a slow path (the package list took about 1.8 µs per answer that way, 0.2 µs so).
export function packageView(p: Package): Schema<'Package'> {
  const view = { id: p.id, type: p.type, name: p.name } as Schema<'Package'>;
  if (p.description) view.description = p.description;
  view.price = money(p.priceFen);
  if (p.membershipDays) view.membership_days = p.membershipDays;
  if (p.credits) view.credits = p.credits;
  if (p.balanceGrantFen) view.balance_grant = money(p.balanceGrantFen);
  return view;
}

export const listPackages: Handler<'listPackages'> = async (request) => {
  const { type = 'all' } = request.query;
  const items = ctxOf(request)
    .store.packages.filter((p) => !p.withdrawn && (type === 'all' || p.type === type))
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.priceFen - b.priceFen)
    .map(packageView);
  return { items };
};
