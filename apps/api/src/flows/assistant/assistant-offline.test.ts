import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsultaProductDetail,
  Conversation,
  PartyListResponse,
  ProductAnswer,
  ProductDescription,
  TradeSeries,
} from '@quimia/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { askQuimia } from '../../test/chat-events';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, generateSales, seedCatalog } from '../demo-data';
import { dollars } from './catalogue-reads';
import { periodOf } from './offline-chat';
import { runToolCall, toolContext, toolsFor } from './tools';

// QuimIA without a language model: the common requests answered from the demo catalogue and the
// consultas through the same tools, conversations kept per user, and a visitor's question and a
// description draft from the product's data.

describe('QuimIA without a language model', () => {
  let app: TestApp;
  let seller: string;
  let admin: string;
  const http = requestsTo(() => app);
  const productId = async (code: string) =>
    (await app.db.select().from(products).where(eq(products.code, code)))[0]!.id;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    await generateSales(app.db, { lines: 90 });
    seller = (await app.createUser({ role: 'vendedor' })).token;
    admin = (await app.createUser({ role: 'admin' })).token;
  });
  afterAll(() => app?.close());

  it('says it runs without a model and answers prices, stock, safety, formulas and searches from the catalogue', async () => {
    const status = await http.get('/api/openia/estado', seller);
    expect(status.json()).toMatchObject({ mode: 'offline', model: null, messagesLeftToday: 200 });

    const price = await askQuimia(app, seller, '¿Cuánto cuesta el ácido cítrico?');
    expect(price.start).toMatchObject({
      mode: 'offline',
      title: '¿Cuánto cuesta el ácido cítrico?',
    });
    expect(price.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['start', 'tool', 'delta', 'sources', 'done']),
    );
    expect(price.events[1]).toEqual({
      type: 'tool',
      name: 'ver_producto',
      label: 'Leyendo el producto',
    });
    expect(price.text).toContain('[Ácido cítrico anhidro](/product/acido-citrico-anhidro)');
    expect(price.text).toContain('| Funda 1 kg | $3,50 |');
    expect(price.text).toContain('| Saco 25 kg | $75,00 |');
    expect(price.text).toContain('sin modelo de lenguaje');

    const stock = await askQuimia(app, seller, 'stock de glicerina');
    expect(stock.text).toContain('Stock de **[Glicerina USP](/product/');
    // The test shop has 100 L at each of its two branches.
    expect(stock.text).toContain('**200 L**');

    const safety = await askQuimia(app, seller, 'datos de seguridad del hipoclorito');
    expect(safety.text).toContain('GHS05 Corrosivo');
    expect(safety.text).toContain('GHS09 Peligro para el medio ambiente');

    const formula = await askQuimia(app, seller, 'fórmula de jabón líquido');
    expect(formula.text).toContain('[Jabón líquido para manos](/post/jabon-liquido-para-manos)');
    expect(formula.text).toMatch(
      /\| \[Lauril éter sulfato de sodio 70 %\]\(\/product\/[^)]+\) \| 2 kg \| 10 \|/,
    );
    expect(formula.last).toMatchObject({ type: 'done', truncated: false });

    const search = await askQuimia(app, seller, '¿tienen soda cáustica?');
    expect(search.text).toContain('[Hidróxido de sodio en escamas](/product/');

    // Staff see drafts too, marked as such.
    const draft = await askQuimia(app, seller, 'busca producto borrador reservado');
    expect(draft.text).toContain('Producto borrador reservado](/dashboard/product/');
    expect(draft.text).toContain('(borrador)');

    const unknown = await askQuimia(app, seller, 'hola');
    expect(unknown.text).toContain('sin modelo de lenguaje');
    expect(unknown.text).toContain('«precio del ácido cítrico»');
    expect(unknown.events.some((event) => event.type === 'tool')).toBe(false);
  });

  /** «1 factura», never «1 facturas». */
  const invoices = (count: number) => (count === 1 ? '1 factura' : `${count} facturas`);

  it("answers a client's purchases and a product's sales with the consultas' own figures", async () => {
    const clients = (
      await http.get('/api/consultas/getClientes?q=prueba&orden=monto&pageSize=1', seller)
    ).json() as PartyListResponse;
    const top = clients.items[0]!;
    const client = await askQuimia(app, seller, '¿Qué compra el cliente de prueba?');
    expect(client.events[1]).toMatchObject({ type: 'tool', name: 'consultar_cliente' });
    expect(client.text).toContain(`[${top.name}](/dashboard/consultas/clientes/${top.id})`);
    expect(client.text).toContain(
      `**${dollars(top.amountCents)}** sin IVA en ${invoices(top.invoiceCount)}`,
    );
    expect(client.text).not.toMatch(/\b1 (facturas|notas|productos)\b/);

    const id = await productId('ACI-001');
    const figures = (
      await http.get(`/api/consultas/getProducto?id=${id}`, seller)
    ).json() as ConsultaProductDetail;
    expect(figures.sales.amountCents).toBeGreaterThan(0);
    const sales = await askQuimia(app, seller, 'ventas de ácido cítrico anhidro');
    expect(sales.text).toContain(`[Ácido cítrico anhidro](/dashboard/consultas/productos/${id})`);
    expect(sales.text).toContain(
      `Vendido: ${figures.sales.quantity} kg por **${dollars(figures.sales.amountCents)}** sin IVA a ${figures.sales.clientCount} clientes`,
    );
  });

  it("sums up the business over the days a question names, with the metrics' own figures", async () => {
    const year = (
      await http.get('/api/metricas/ventasCompras?agrupar=mes', seller)
    ).json() as TradeSeries;
    expect(year.totals.salesCents).toBeGreaterThan(0);
    const summary = await askQuimia(app, seller, '¿Cómo van las ventas?');
    expect(summary.events[1]).toMatchObject({ type: 'tool', name: 'metricas_negocio' });
    expect(summary.text).toContain(`Resumen del negocio del ${year.desde} al ${year.hasta}`);
    expect(summary.text).toContain(
      `Ventas: **${dollars(year.totals.salesCents)}** sin IVA en ${invoices(year.totals.salesInvoices)}`,
    );
    expect(summary.text).toContain('[ver métricas](/dashboard/analytics)');

    // "this month": from its first day to today, as the metrics count it.
    const month = await askQuimia(app, seller, 'ventas de este mes');
    const today = year.hasta;
    const sameMonth = (
      await http.get(
        `/api/metricas/ventasCompras?agrupar=mes&desde=${today.slice(0, 7)}-01&hasta=${today}`,
        seller,
      )
    ).json() as TradeSeries;
    expect(month.text).toContain(`del ${today.slice(0, 7)}-01 al ${today}`);
    expect(month.text).toContain(`Ventas: **${dollars(sameMonth.totals.salesCents)}**`);

    // A product's sales are still the product's, not the business's.
    const product = await askQuimia(app, seller, 'ventas de glicerina');
    expect(product.events[1]).toMatchObject({ type: 'tool', name: 'consultar_producto_negocio' });
  });

  it("reads the days a question about the business names, in the shop's calendar", () => {
    expect(periodOf('ventas de hoy', '2026-03-01')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-01',
    });
    expect(periodOf('¿cuánto vendimos ayer?', '2026-03-01')).toEqual({
      desde: '2026-02-28',
      hasta: '2026-02-28',
    });
    expect(periodOf('resumen de la semana', '2026-03-03')).toEqual({
      desde: '2026-02-25',
      hasta: '2026-03-03',
    });
    expect(periodOf('ventas del mes pasado', '2026-01-15')).toEqual({
      desde: '2025-12-01',
      hasta: '2025-12-31',
    });
    expect(periodOf('compras de este mes', '2026-01-15')).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-15',
    });
    expect(periodOf('resumen del año pasado', '2026-01-15')).toEqual({
      desde: '2025-01-01',
      hasta: '2025-12-31',
    });
    expect(periodOf('¿cómo va el año?', '2026-05-02')).toEqual({
      desde: '2026-01-01',
      hasta: '2026-05-02',
    });
    expect(periodOf('¿cómo van las ventas?', '2026-05-02')).toBeUndefined();
  });

  it("keeps each user's conversations to themselves: list, read, continue, rename and delete", async () => {
    const first = await askQuimia(app, admin, 'precio de la glicerina');
    const conversationId = first.start!.conversationId;
    const second = await askQuimia(app, admin, 'stock de glicerina', conversationId);
    expect(second.start).toMatchObject({ conversationId, title: 'precio de la glicerina' });

    const read = (
      await http.get(`/api/openia/getConversacion?id=${conversationId}`, admin)
    ).json() as Conversation;
    expect(read.messages.map((message) => [message.role, message.mode, message.error])).toEqual([
      ['user', null, null],
      ['assistant', 'offline', null],
      ['user', null, null],
      ['assistant', 'offline', null],
    ]);
    expect(read.messages[1]).toMatchObject({
      tools: ['Ver producto'],
      sources: [{ kind: 'product', title: 'Glicerina USP' }],
    });
    expect(read.messages[3]!.content).toBe(second.text);

    const list = (await http.get('/api/openia/getChatUsuario?q=glicerina', admin)).json() as {
      items: unknown[];
    };
    expect(list.items).toEqual([expect.objectContaining({ id: conversationId, messageCount: 4 })]);

    // Another staff member sees none of it and can change none of it.
    const other = (await app.createUser({ role: 'vendedor' })).token;
    expect((await http.get('/api/openia/getChatUsuario', other)).json().total).toBe(0);
    expect(
      (await http.get(`/api/openia/getConversacion?id=${conversationId}`, other)).statusCode,
    ).toBe(404);
    const renamedByOther = await http.post(
      '/api/openia/renombrarConversacion',
      { id: conversationId, title: 'Mío' },
      other,
    );
    expect(renamedByOther.statusCode).toBe(404);
    expect(
      (await http.post('/api/openia/eliminarConversacion', { id: conversationId }, other))
        .statusCode,
    ).toBe(404);
    const continued = await askQuimia(app, other, 'hola', conversationId);
    expect(continued.response.statusCode).toBe(404);
    expect(continued.response.json().message).toBe('La conversación no existe');

    const renamed = await http.post(
      '/api/openia/renombrarConversacion',
      { id: conversationId, title: '  Glicerina: precio y stock ' },
      admin,
    );
    expect(renamed.json()).toEqual({ message: 'Conversación renombrada' });
    const after = (
      await http.get(`/api/openia/getConversacion?id=${conversationId}`, admin)
    ).json();
    expect(after.title).toBe('Glicerina: precio y stock');
    expect(
      (await http.post('/api/openia/eliminarConversacion', { id: conversationId }, admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await http.get(`/api/openia/getConversacion?id=${conversationId}`, admin)).statusCode,
    ).toBe(404);
  });

  it("runs the tools with the user's permissions: no consultas and no drafts for anyone but staff", async () => {
    const staffNames = toolsFor(true).map((tool) => tool.name);
    expect(staffNames).toContain('consultar_cliente');
    expect(toolsFor(false).map((tool) => tool.name)).toEqual([
      'buscar_productos',
      'ver_producto',
      'buscar_formulas',
      'ver_formula',
    ]);
    const visitor = toolContext(app, false, '2026-11-24');
    for (const name of [
      'consultar_cliente',
      'consultar_producto_negocio',
      'costo_formula',
      'metricas_negocio',
    ]) {
      const result = await runToolCall(
        visitor,
        name,
        '{"cliente":"prueba","producto":"ácido","formula":"jabón"}',
      );
      expect(result).toMatchObject({
        tool: null,
        data: { error: `La herramienta "${name}" no existe` },
      });
    }
    const draft = await runToolCall(
      visitor,
      'ver_producto',
      '{"producto":"Producto borrador reservado"}',
    );
    expect(draft.data).toEqual({ error: expect.stringContaining('No hay un producto') });
    const found = await runToolCall(
      visitor,
      'buscar_productos',
      '{"consulta":"borrador reservado"}',
    );
    expect(found.data).toMatchObject({ encontrados: 0 });
    const asStaff = await runToolCall(
      toolContext(app, true, '2026-11-24'),
      'ver_producto',
      '{"producto":"Producto borrador reservado"}',
    );
    expect(asStaff.data).toMatchObject({ nombre: 'Producto borrador reservado', borrador: true });
  });

  it('keeps the chat for staff and refuses a question too long', async () => {
    const client = (await app.createUser({ role: 'cliente' })).token;
    expect((await askQuimia(app, client, 'precio del ácido cítrico')).response.statusCode).toBe(
      403,
    );
    expect((await http.post('/api/openia/chatAsistente', { message: 'hola' })).statusCode).toBe(
      401,
    );
    const long = await askQuimia(app, seller, 'a'.repeat(4001));
    expect(long.response.statusCode).toBe(400);
    expect(long.response.json().details[0].message).toBe(
      'La pregunta no puede tener más de 4000 caracteres',
    );
  });

  it("answers a visitor's question from the product's published data, and declines anything else", async () => {
    const id = await productId('ACI-001');
    const ask = async (question: string, product = id) => {
      const response = await http.post('/api/producto/getRespuestaQuimIA', {
        productId: product,
        question,
      });
      return { status: response.statusCode, body: response.json() as ProductAnswer };
    };
    const price = await ask('¿Qué precio tiene el saco?');
    expect(price.body).toMatchObject({ mode: 'offline', answered: true });
    expect(price.body.answer).toContain('Saco 25 kg: $75,00');
    const formulas = await ask('¿En qué fórmulas se usa?');
    expect(formulas.body.answer).toContain(
      '[Jabón líquido para manos](/post/jabon-liquido-para-manos)',
    );
    const safety = await ask('¿Es peligroso?');
    expect(safety.body.answer).toContain('GHS07 Irritante / nocivo');

    for (const question of ['¿Quién ganó el partido ayer?', 'Dame los nombres de tus clientes']) {
      const declined = await ask(question);
      expect(declined.body).toMatchObject({ answered: false, sources: [] });
      expect(declined.body.answer).toContain(
        'Solo puedo responder preguntas sobre **Ácido cítrico anhidro**',
      );
      expect(declined.body.answer).not.toContain('prueba');
    }
    expect((await ask('precio', await productId('BOR-001'))).status).toBe(404);
    expect((await ask('precio', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("limits a visitor's questions per address", async () => {
    const id = await productId('ACI-001');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await http.post(
        '/api/producto/getRespuestaQuimIA',
        { productId: id, question: '¿Hay stock?' },
        null,
        { remoteAddress: '10.20.30.40' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('drafts a description from a template that says it is one, sanitised and never saved', async () => {
    const id = await productId('ACI-001');
    const before = (await app.db.select().from(products).where(eq(products.id, id)))[0]!;
    const stored = await http.post('/api/openia/getDescripcionProducto', { productId: id }, seller);
    const draft = stored.json() as ProductDescription;
    expect(draft.mode).toBe('offline');
    expect(draft.notice).toContain('plantilla');
    expect(draft.html).toContain(
      '<strong>Ácido cítrico anhidro</strong> (CAS 77-92-9, fórmula C6H8O7)',
    );
    expect(draft.html).toContain('<h3>Seguridad</h3>');
    expect((await app.db.select().from(products).where(eq(products.id, id)))[0]!.description).toBe(
      before.description,
    );

    const fromForm = await http.post(
      '/api/openia/getDescripcionProducto',
      { draft: { name: 'Sal <script>alert(1)</script>', businessLineNames: ['Piscinas'] } },
      seller,
    );
    expect(fromForm.json().html).not.toContain('<script');
    expect(fromForm.json().html).toContain('las líneas de piscinas');
    const missing = await http.post(
      '/api/openia/getDescripcionProducto',
      { productId: '00000000-0000-4000-8000-000000000000' },
      seller,
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await http.post('/api/openia/getDescripcionProducto', { productId: id }, null)).statusCode,
    ).toBe(401);
  });
});
