import { isOneLine, type CustomerEmail } from '@quimia/contracts';
import { escapeHtml } from '../../lib/html';

/** Who signs the shop's e-mails. */
export type ShopIdentity = {
  /** Trade name: "ProduApps", "Química Andina". */
  name: string;
  /** A phone or WhatsApp number customers can call, if any. */
  phone?: string | null;
  /** A contact address, if any. */
  email?: string | null;
  /** The shop's public origin, `https://tienda.example.ec`. */
  url: string;
  /** The optional e-mails the owner left on (all, when not said). */
  customerEmails?: Record<CustomerEmail, boolean>;
};

/** What an e-mail says, in plain text and in HTML. */
/** A file sent with an e-mail (an invoice's RIDE and XML). */
export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

export type MailContent = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** An e-mail still to be signed: its kind, and its content once the shop's identity is known. */
export type Letter = {
  kind: string;
  /**
   * Sent on the word of whoever fills in a public form (who chooses the recipient): one address
   * gets only a few of these, whoever asks (see the mailer).
   */
  limitedPerRecipient?: true;
  /** The setting that turns this e-mail off, for the e-mails an owner may do without. */
  optional?: CustomerEmail;
  compose(shop: ShopIdentity): MailContent;
};

/** The signature's lines: name, then whatever contact the shop has. */
function signatureLines(shop: ShopIdentity): string[] {
  return [
    shop.name,
    ...(shop.phone ? [`Teléfono / WhatsApp: ${shop.phone}`] : []),
    ...(shop.email ? [`Correo: ${shop.email}`] : []),
    shop.url,
  ];
}

/** Longest name an e-mail greets by; a longer one is not a person's name. */
const GREETING_NAME_MAX = 60;

/** A link, an address or a domain, however it is written ("https://…", "www.", "x.com", "@"). */
const LOOKS_LIKE_ADDRESS = /:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu;

/**
 * "Hola, Ana:" when the name is a plain name; "Hola:" otherwise. Whoever fills in a public form
 * chooses both the recipient and the name, so a name that is a link, an address or a sentence
 * would be their message to someone else, signed by the shop.
 */
export function greeting(name: string): string {
  const plain =
    name.length > 0 &&
    name.length <= GREETING_NAME_MAX &&
    isOneLine(name) &&
    !LOOKS_LIKE_ADDRESS.test(name);
  return plain ? `Hola, ${name}:` : 'Hola:';
}

/**
 * Plain text and HTML from the same paragraphs. Every value is escaped in the HTML; a paragraph
 * that is a link (`{ link, label }`) becomes a button there and the bare address in the text.
 */
type Block = string | { link: string; label: string };

function layout(
  shop: ShopIdentity,
  subject: string,
  greeting: string,
  blocks: Block[],
): MailContent {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) =>
      typeof block === 'string' ? [block, ''] : [`${block.label}: ${block.link}`, ''],
    ),
    'Saludos,',
    ...signatureLines(shop),
    '',
  ].join('\n');
  const paragraph = (block: Block) =>
    typeof block === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`
      : `<p style="margin:0 0 24px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;background:#00a76f;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#637381">Si el botón no funciona, copia esta dirección en tu navegador:<br><span style="word-break:break-all">${escapeHtml(block.link)}</span></p>`;
  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1c252e;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...blocks.map(paragraph),
    '<p style="margin:24px 0 0">Saludos,<br>',
    signatureLines(shop)
      .map((line) => escapeHtml(line))
      .join('<br>'),
    '</p></div></body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The link of a forgotten password. */
export function passwordResetMail({
  name,
  link,
  minutes,
}: {
  name: string;
  link: string;
  minutes: number;
}): Letter {
  return {
    kind: 'password-reset',
    compose: (shop) =>
      layout(shop, `Restablece tu contraseña de ${shop.name}`, greeting(name), [
        `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${shop.name}.`,
        { link, label: 'Elegir una contraseña nueva' },
        `El enlace funciona una sola vez durante ${minutes} minutos. Al usarlo se cerrarán las sesiones abiertas de tu cuenta.`,
        'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
      ]),
  };
}

/** A new account, made by the person (registration) or by an administrator. */
export function accountCreatedMail({
  name,
  email,
  loginLink,
  byAdministrator,
}: {
  name: string;
  email: string;
  loginLink: string;
  byAdministrator: boolean;
}): Letter {
  return {
    kind: 'account-created',
    optional: 'accountCreated',
    ...(byAdministrator ? {} : { limitedPerRecipient: true as const }),
    compose: (shop) =>
      layout(shop, 'Tu cuenta fue creada', greeting(name), [
        byAdministrator
          ? `${shop.name} creó una cuenta para ti con el correo ${email}. La contraseña te la dará la persona que creó la cuenta; también puedes elegir una nueva con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.`
          : `Tu cuenta en ${shop.name} con el correo ${email} está lista.`,
        { link: loginLink, label: 'Iniciar sesión' },
      ]),
  };
}

/**
 * "Tu cuenta está activa": an account that waited for approval can sign in now (what the sign-in
 * refusal promised). Sent on an administrator's word, never on a visitor's.
 */
export function accountActivatedMail({
  name,
  email,
  loginLink,
}: {
  name: string;
  email: string;
  loginLink: string;
}): Letter {
  return {
    kind: 'account-activated',
    compose: (shop) =>
      layout(shop, 'Tu cuenta está activa', greeting(name), [
        `${shop.name} aprobó tu cuenta con el correo ${email}: ya puedes iniciar sesión.`,
        { link: loginLink, label: 'Iniciar sesión' },
      ]),
  };
}

/** "Recibimos tu pedido": its number, what was ordered, the total, and what happens next. */
export function orderReceivedMail({
  name,
  number,
  lines,
  total,
  delivery,
  payment,
  transfer,
  bankAccounts,
  link,
}: {
  name: string;
  number: string;
  /** "2 × Ácido cítrico, Saco 25 kg: $126,00". */
  lines: string[];
  /** "$145,20 (IVA incluido)". */
  total: string;
  /** "Retiro en sucursal: Valle de los Chillos, Av. Ilaló 123". */
  delivery: string;
  /** "Transferencia bancaria". */
  payment: string;
  /** Paid by bank transfer. */
  transfer: boolean;
  /** For a transfer: "Banco Pichincha, cuenta de ahorros 2200…, a nombre de …". */
  bankAccounts: string[];
  /** Where a signed-in buyer follows the order, if they have an account. */
  link: string | null;
}): Letter {
  return {
    kind: 'order-received',
    limitedPerRecipient: true,
    compose: (shop) =>
      layout(shop, `Recibimos tu pedido ${number}`, greeting(name), [
        `Gracias por tu compra en ${shop.name}. Tu pedido ${number} quedó registrado:`,
        ...lines,
        `Total: ${total}.`,
        `Entrega: ${delivery}. Pago: ${payment}.`,
        ...(!transfer
          ? []
          : bankAccounts.length > 0
            ? [
                'Puedes transferir a cualquiera de estas cuentas y enviarnos el comprobante indicando el número del pedido:',
                ...bankAccounts,
              ]
            : [
                `Para pagar, pídenos la cuenta para la transferencia${shop.phone ? ` por WhatsApp al ${shop.phone}` : ''} indicando el número del pedido.`,
              ]),
        'Revisaremos la disponibilidad y te escribiremos para confirmarlo. Los precios de este pedido ya no cambian.',
        ...(link ? [{ link, label: 'Ver mis pedidos' }] : []),
      ]),
  };
}

/**
 * An order moved on by staff: shipped (with the carrier and the guide staff typed) or ready at a
 * branch. What the checkout told the buyer to wait for.
 */
export function orderProgressMail(
  progress:
    | { status: 'shipped'; carrier: string | null; guideNumber: string | null }
    | { status: 'ready'; branch: string | null; payOnPickup: string | null },
  { name, number, link }: { name: string; number: string; link: string | null },
): Letter {
  const follow = link ? [{ link, label: 'Ver mis pedidos' }] : [];
  return {
    kind: `order-${progress.status}`,
    compose: (shop) =>
      progress.status === 'shipped'
        ? layout(shop, `Tu pedido ${number} va en camino`, greeting(name), [
            `Despachamos tu pedido ${number}${progress.carrier ? ` con ${progress.carrier}` : ''}.`,
            ...(progress.guideNumber
              ? [`Número de guía: ${progress.guideNumber}. Con él puedes seguir el envío.`]
              : []),
            ...follow,
          ])
        : layout(shop, `Tu pedido ${number} está listo para retirar`, greeting(name), [
            `Tu pedido ${number} está listo${progress.branch ? ` para retirar en ${progress.branch}` : ' para retirar'}. Menciona su número al llegar.`,
            ...(progress.payOnPickup ? [`Pagas ${progress.payOnPickup} al retirar.`] : []),
            ...follow,
          ]),
  };
}

/**
 * Staff changed an order's lines before it left (a line lowered or removed because the branch
 * lacks it, another presentation): each change, before and after, and the new total.
 */
export function orderLinesChangedMail({
  name,
  number,
  changes,
  total,
  link,
}: {
  name: string;
  number: string;
  /** "Saco 25 kg de Ácido cítrico: 10 → 6 ($750,00 → $450,00)". */
  changes: string[];
  /** "$145,20 (IVA incluido)". */
  total: string;
  link: string | null;
}): Letter {
  return {
    kind: 'order-lines-changed',
    compose: (shop) =>
      layout(shop, `Cambiamos tu pedido ${number}`, greeting(name), [
        `Ajustamos los productos de tu pedido ${number}:`,
        ...changes,
        `Nuevo total: ${total}.`,
        'Si tienes dudas sobre el cambio, respóndenos o escríbenos.',
        ...(link ? [{ link, label: 'Ver mis pedidos' }] : []),
      ]),
  };
}

/** What a quotation e-mail tells its customer: requested, ready (sent by staff), or answered. */
export type QuotationMailEvent = 'received' | 'sent' | 'answered';

/**
 * A quotation's news for its customer, always with the link to its page (where it is read,
 * downloaded as PDF, answered and accepted).
 */
export function quotationMail({
  event,
  name,
  number,
  link,
  total,
  validUntil,
  reply,
}: {
  event: QuotationMailEvent;
  name: string;
  number: string;
  /** The customer's page of the quotation. */
  link: string;
  /** "$145,20 (IVA incluido)"; null while some line is still "a consultar". */
  total: string | null;
  /** "8 de diciembre de 2026". */
  validUntil: string;
  /** The staff's answer, for `answered`. */
  reply?: string;
}): Letter {
  const button = { link, label: 'Ver la cotización' };
  const figures = [...(total ? [`Total: ${total}.`] : []), `Válida hasta el ${validUntil}.`];
  return {
    kind: `quotation-${event}`,
    ...(event === 'received' ? { limitedPerRecipient: true as const } : {}),
    compose: (shop) =>
      event === 'received'
        ? layout(shop, `Recibimos tu solicitud de cotización ${number}`, greeting(name), [
            `Gracias por escribir a ${shop.name}. Tu solicitud de cotización ${number} quedó registrada.`,
            total
              ? `Total según nuestra lista de precios: ${total}. Un asesor la revisará y te confirmará precios y disponibilidad.`
              : 'Un asesor pondrá precio a los productos «a consultar» y te avisará cuando esté lista.',
            'En su página puedes descargarla en PDF, escribirnos y aceptarla para convertirla en pedido:',
            button,
          ])
        : event === 'sent'
          ? layout(shop, `Tu cotización ${number} está lista`, greeting(name), [
              `Preparamos tu cotización ${number}.`,
              ...figures,
              'Ábrela para descargar el PDF, hacernos preguntas o aceptarla:',
              button,
            ])
          : layout(shop, `Respondimos tu mensaje sobre la cotización ${number}`, greeting(name), [
              `${shop.name} respondió en la cotización ${number}:`,
              `«${reply ?? ''}»`,
              'Puedes contestar desde la página de la cotización:',
              button,
            ]),
  };
}

/**
 * An authorised electronic invoice or credit note, with its RIDE (PDF) and authorised XML
 * attached: the buyer keeps both, as the law asks.
 */
export function electronicDocumentMail({
  name,
  documentLabel,
  number,
  orderNumber,
  total,
  accessKey,
  attachments,
}: {
  name: string;
  /** «Factura electrónica», «Nota de crédito electrónica». */
  documentLabel: string;
  number: string;
  orderNumber: string | null;
  total: string;
  accessKey: string;
  attachments: MailAttachment[];
}): Letter {
  return {
    kind: 'electronic-document',
    compose: (shop) => ({
      ...layout(shop, `${documentLabel} ${number}`, greeting(name), [
        `${shop.name} te envía la ${documentLabel.toLowerCase()} ${number}${orderNumber ? ` de tu pedido ${orderNumber}` : ''}, autorizada por el SRI, por ${total}.`,
        `Clave de acceso: ${accessKey}.`,
        'Adjuntamos el documento en PDF (RIDE) y el archivo XML autorizado: guárdalos para tu contabilidad.',
      ]),
      attachments,
    }),
  };
}

/**
 * «Sugerencia de compra» sent to a supplier: what the shop wants to buy, one paragraph a product.
 * The products' names and the supplier's name come from outside (catalogue, imported invoices):
 * `layout` escapes them like every value.
 */
export function purchaseSuggestionMail({
  supplierName,
  lines,
}: {
  supplierName: string;
  /** «Ácido cítrico (ACI-001): 100 kg para Valle de los Chillos». */
  lines: string[];
}): Letter {
  return {
    kind: 'purchase-suggestion',
    compose: (shop) =>
      layout(shop, `Pedido de compra de ${shop.name}`, greeting(supplierName), [
        `${shop.name} quiere comprarles estos productos. Por favor, confírmennos precio, disponibilidad y plazo de entrega:`,
        ...lines.map((line) => `• ${line}`),
      ]),
  };
}
