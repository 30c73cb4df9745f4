import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  DELIVERY_METHOD_LABELS,
  formatKilograms,
  PAYMENT_METHOD_LABELS,
  type BankAccount,
  type Order,
} from '@quimia/contracts';
import { orderLinesChangedMail, orderProgressMail, orderReceivedMail } from '../mail';
import { lineChangeText, type LineChange } from './order-lines';
import { formatCents as money } from '../../lib/money';

/**
 * Where the order goes, in one line: a branch as the shop names it; for a delivery, only the
 * province (one of a fixed list). The address is the buyer's own text, and whoever places an
 * order chooses who gets this e-mail: it must not carry their words to someone else.
 */
function deliveryLine(order: Order): string {
  const { method, branch, address } = order.delivery;
  const place = branch
    ? `${branch.name}, ${branch.address}`
    : address
      ? `a la dirección indicada en ${address.province}`
      : '';
  return place ? `${DELIVERY_METHOD_LABELS[method]}: ${place}` : DELIVERY_METHOD_LABELS[method];
}

/**
 * "Recibimos tu pedido" to the billing e-mail. The order exists whatever happens to the e-mail: a
 * failure to record it is logged, never answered as a failed order.
 */
export async function sendOrderReceived(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  order: Order,
  { bankAccounts, hasAccount }: { bankAccounts: readonly BankAccount[]; hasAccount: boolean },
): Promise<void> {
  try {
    await app.mail.send(
      order.billing.email,
      orderReceivedMail({
        name: order.billing.name,
        number: order.number,
        lines: [
          ...order.lines.map(
            (line) =>
              `${line.quantity} × ${line.productName}, ${line.presentationLabel}: ${money(line.subtotalCents)}`,
          ),
          ...(order.summary.shippingCents > 0
            ? [
                `Envío: ${money(order.summary.shippingCents)}${order.shippingWeightKg === null ? '' : ` (${formatKilograms(order.shippingWeightKg)})`}`,
              ]
            : []),
        ],
        total: `${money(order.summary.totalCents)} (IVA incluido)`,
        delivery: deliveryLine(order),
        payment: PAYMENT_METHOD_LABELS[order.payment.method],
        transfer: order.payment.method === 'transfer',
        bankAccounts:
          order.payment.method === 'transfer'
            ? bankAccounts.map(
                (account) =>
                  `${account.bank}, cuenta ${BANK_ACCOUNT_TYPE_LABELS[account.type].toLowerCase()} ${account.number}, a nombre de ${account.holder} (${account.holderId})`,
              )
            : [],
        link: hasAccount ? `${app.publicOrigin}/mi-cuenta#pedidos` : null,
      }),
    );
  } catch (error) {
    log.error({ err: error, event: 'mail.not_recorded', orderId: order.id }, 'order e-mail lost');
  }
}

/**
 * "Va en camino" (with the carrier and the guide) or "Listo para retirar" to the billing e-mail,
 * when staff move the order there. The change stands whatever happens to the e-mail.
 */
export async function sendOrderProgress(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  order: Order,
  { hasAccount }: { hasAccount: boolean },
): Promise<void> {
  if (order.status !== 'shipped' && order.status !== 'ready') return;
  try {
    await app.mail.send(
      order.billing.email,
      orderProgressMail(
        order.status === 'shipped'
          ? { status: 'shipped', carrier: order.carrier, guideNumber: order.guideNumber }
          : {
              status: 'ready',
              branch: order.delivery.branch
                ? `${order.delivery.branch.name}, ${order.delivery.branch.address}`
                : null,
              payOnPickup:
                order.payment.method === 'on_pickup' ? money(order.summary.totalCents) : null,
            },
        {
          name: order.billing.name,
          number: order.number,
          link: hasAccount ? `${app.publicOrigin}/mi-cuenta#pedidos` : null,
        },
      ),
    );
  } catch (error) {
    log.error({ err: error, event: 'mail.not_recorded', orderId: order.id }, 'order e-mail lost');
  }
}

/**
 * "Cambiamos tu pedido" to the billing e-mail after staff changed its lines: each change before
 * and after (with its amount) and the new total. The change stands whatever happens to the e-mail.
 */
export async function sendOrderLinesChanged(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  order: Order,
  changes: readonly LineChange[],
  { hasAccount }: { hasAccount: boolean },
): Promise<void> {
  if (changes.length === 0) return;
  try {
    await app.mail.send(
      order.billing.email,
      orderLinesChangedMail({
        name: order.billing.name,
        number: order.number,
        changes: changes.map(
          (change) =>
            `${lineChangeText(change)} (${money(change.before!.subtotalCents)} → ${money(change.after?.subtotalCents ?? 0)})`,
        ),
        total: `${money(order.summary.totalCents)} (IVA incluido)`,
        link: hasAccount ? `${app.publicOrigin}/mi-cuenta#pedidos` : null,
      }),
    );
  } catch (error) {
    log.error({ err: error, event: 'mail.not_recorded', orderId: order.id }, 'order e-mail lost');
  }
}
