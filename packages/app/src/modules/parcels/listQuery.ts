import {
  codStatuses,
  maySortByMoney,
  moneySorts,
  paymentModes,
  parcelStatuses,
  services,
  type CodStatus,
  type ParcelStatus,
  type PaymentMode,
  type Role,
  type Service,
} from '@courier/domain';
import { parcelSortFields, type ParcelFilters, type TableSort } from '@courier/ui';

/** The parcel list's view as the URL keeps it: shareable, and it survives a reload. */
export interface ParcelListView {
  filters: ParcelFilters;
  sort: TableSort | null;
  page: number;
  size: number;
}

const sizes = [10, 25, 50, 100];
const day = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null;
export const defaultSort: TableSort = { id: 'createdAt', direction: 'desc' };

/**
 * Reads the view from the query string; anything unknown or malformed falls back to the default,
 * and so does an order by an amount the role does not see on every parcel (the server refuses it).
 */
export function readView(params: URLSearchParams, role?: Role): ParcelListView {
  const asked = oneOf(parcelSortFields, params.get('sort'));
  const hidden =
    !!asked && !!role && Object.hasOwn(moneySorts, asked) && !maySortByMoney(role, asked as keyof typeof moneySorts);
  const sortField = hidden ? null : asked;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    filters: {
      q: (params.get('q') ?? '').slice(0, 200),
      status: oneOf<ParcelStatus>(parcelStatuses, params.get('status')),
      service: oneOf<Service>(services, params.get('service')),
      originOfficeId: params.get('from_office') || null,
      destinationOfficeId: params.get('to_office') || null,
      paymentMode: oneOf<PaymentMode>(paymentModes, params.get('payment')),
      codStatus: oneOf<CodStatus>(codStatuses, params.get('cod')),
      from: day.test(params.get('from') ?? '') ? params.get('from') : null,
      to: day.test(params.get('to') ?? '') ? params.get('to') : null,
    },
    sort: sortField
      ? { id: sortField, direction: params.get('order') === 'asc' ? 'asc' : 'desc' }
      : params.get('sort') === 'none'
        ? null
        : defaultSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: sizes.includes(size) ? size : 25,
  };
}

/** Writes the view; defaults are left out, so a plain list has a plain URL. */
export function writeView(view: ParcelListView): URLSearchParams {
  const { filters: f } = view;
  const entries: [string, string | null][] = [
    ['q', f.q || null],
    ['status', f.status],
    ['service', f.service],
    ['from_office', f.originOfficeId],
    ['to_office', f.destinationOfficeId],
    ['payment', f.paymentMode],
    ['cod', f.codStatus],
    ['from', f.from],
    ['to', f.to],
    [
      'sort',
      view.sort === null
        ? 'none'
        : view.sort.id === defaultSort.id && view.sort.direction === defaultSort.direction
          ? null
          : view.sort.id,
    ],
    [
      'order',
      view.sort && !(view.sort.id === defaultSort.id && view.sort.direction === defaultSort.direction)
        ? view.sort.direction
        : null,
    ],
    ['page', view.page > 1 ? String(view.page) : null],
    ['size', view.size !== 25 ? String(view.size) : null],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== null));
}

/** The API's list query for the view. */
export function apiQuery(view: ParcelListView): Record<string, string | number | undefined> {
  const { filters: f } = view;
  return {
    q: f.q || undefined,
    status: f.status ?? undefined,
    service: f.service ?? undefined,
    originOfficeId: f.originOfficeId ?? undefined,
    destinationOfficeId: f.destinationOfficeId ?? undefined,
    paymentMode: f.paymentMode ?? undefined,
    codStatus: f.codStatus ?? undefined,
    from: f.from ?? undefined,
    to: f.to ?? undefined,
    sort: view.sort?.id,
    order: view.sort?.direction,
    page: view.page,
    size: view.size,
  };
}
