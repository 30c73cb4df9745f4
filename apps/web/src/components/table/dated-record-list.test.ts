import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@quimia/contracts';
import { countedStatusFilter } from './dated-record-list';

describe('countedStatusFilter', () => {
  const filter = (counts: Record<OrderStatus, number> | undefined) =>
    countedStatusFilter({
      value: undefined,
      label: 'Estado de los pedidos',
      allLabel: 'Todos',
      statuses: ORDER_STATUSES,
      labels: ORDER_STATUS_LABELS,
      counts,
    });

  it('puts every status first with the sum, then each status with its own count', () => {
    const counts = Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, index + 1]));
    const { tabs, param } = filter(counts as Record<OrderStatus, number>);
    expect(param).toBe('estado');
    expect(tabs[0]).toEqual({ value: 'all', label: 'Todos', count: 21 });
    expect(tabs.slice(1).map((tab) => [tab.label, tab.count])).toEqual(
      ORDER_STATUSES.map((status, index) => [ORDER_STATUS_LABELS[status], index + 1]),
    );
  });

  it('shows no count before the counts arrive', () => {
    expect(filter(undefined).tabs.every((tab) => tab.count === undefined)).toBe(true);
  });
});
