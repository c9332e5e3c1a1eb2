// Tag `packages`: the packages on sale, cheapest first within each type.
import { ctxOf } from '../context.ts';
import { money } from '../services/money.ts';
import type { Package } from '../store.ts';
import { queryOf, type Handler } from './types.ts';

const TYPE_ORDER = ['membership', 'credits', 'balance'];

export function packageView(p: Package) {
  const view: Record<string, unknown> = { id: p.id, type: p.type, name: p.name };
  if (p.description) view.description = p.description;
  view.price = money(p.priceFen);
  if (p.membershipDays) view.membership_days = p.membershipDays;
  if (p.credits) view.credits = p.credits;
  if (p.balanceGrantFen) view.balance_grant = money(p.balanceGrantFen);
  return view;
}

export const listPackages: Handler = async (request) => {
  const { type = 'all' } = queryOf<{ type?: string }>(request);
  const items = ctxOf(request)
    .store.packages.filter((p) => !p.withdrawn && (type === 'all' || p.type === type))
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.priceFen - b.priceFen)
    .map(packageView);
  return { items };
};
