import { labelOrders } from '@trace/db';
import { and, type Column, lt, type SQL, sql } from 'drizzle-orm';

/**
 * When a label order is overdue: paid for and past its due date. The accepted payment sets the due
 * date and the printing factory, and only a paid order waits for delivery: an order whose receipt was
 * refused keeps the due date of its upload but is never printed, so it is never overdue. The order
 * list's filter, the order's flag, the dashboards and the label-order report all count it this way.
 * The status is written as a literal so that the planner matches the partial index of the paid orders
 * (`label_orders_paid_idx`) whatever plan a prepared statement keeps.
 */
export const overdueOrder = (
  now: Date | SQL = sql`now()`,
  orders: { status: Column; dueDate: Column } = labelOrders,
) => and(sql`${orders.status} = 'paid'`, lt(orders.dueDate, now))!;

/** The same rule on an order read from the database, at `now`. */
export const isOverdue = (order: { status: string; dueDate: Date | null }, now: Date) =>
  order.status === 'paid' && !!order.dueDate && order.dueDate < now;
