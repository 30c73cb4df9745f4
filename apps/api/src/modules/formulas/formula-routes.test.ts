import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badFields, buildTestApp, requestsTo, roleTokens, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { plainText, sanitizeRichText } from '../../lib/rich-text';

type Summary = { id: string; slug: string; title: string };

describe('formula posts', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;
  let types: { id: number; slug: string; name: string; formulaCount: number }[];
  let productIds: Record<string, string>;

  const { get, post } = requestsTo(() => app);
  const slugs = (body: { items: Summary[] }) => body.items.map((item) => item.slug);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    ({ admin, seller, client } = await roleTokens(app));
    types = (await get('/api/formula/getTiposFormula')).json().items;
    const products = (await get('/api/producto/lista?pageSize=50')).json().items as {
      id: string;
      code: string;
    }[];
    productIds = Object.fromEntries(products.map((product) => [product.code, product.id]));
  });
  afterAll(() => app.close());

  const validFormula = (overrides: Record<string, unknown> = {}) => ({
    title: 'Limpiavidrios con alcohol',
    typeId: types.find((type) => type.slug === 'limpieza')!.id,
    summary: 'Deja los vidrios sin marcas.',
    contentHtml: '<p>Preparación <em>sencilla</em>.</p>',
    batchYield: { amount: 4, unit: 'L' },
    ingredients: [
      { productId: productIds['TEN-001'], name: '', amount: 10, unit: 'g', percentage: 0.25 },
      { productId: null, name: 'Alcohol isopropílico', amount: 1, unit: 'L', phase: 'A' },
    ],
    steps: ['Mezclar todo.'],
    safetyNotes: ['Inflamable.'],
    status: 'published',
    ...overrides,
  });

  it('lists the formula types with counts of published posts', () => {
    expect(types.map((type) => [type.slug, type.formulaCount])).toEqual(
      expect.arrayContaining([
        ['limpieza', 2],
        ['cuidado-personal', 1],
      ]),
    );
  });

  it('lists published formulas, newest first, by type and by product', async () => {
    const list = (await get('/api/formula/lista')).json();
    expect(slugs(list)).toEqual([
      'jabon-liquido-para-manos',
      'desinfectante-multiusos',
      'champu-basico',
    ]);
    expect(list.total).toBe(3);
    expect(list.items[0]).toMatchObject({
      type: { slug: 'limpieza', name: 'Limpieza' },
      ingredientCount: 4,
      commentCount: 0,
      status: 'published',
      cover: null,
    });
    expect(list.facets.tipos).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'limpieza', count: 2 })]),
    );
    expect(slugs((await get('/api/formula/lista?tipo=cuidado-personal')).json())).toEqual([
      'champu-basico',
    ]);
    expect(
      slugs((await get(`/api/formula/lista?productoId=${productIds['CLO-001']}`)).json()),
    ).toEqual(['desinfectante-multiusos']);
    expect(slugs((await get('/api/formula/lista?orden=title')).json())[0]).toBe('champu-basico');
  });

  it('finds formulas by title, ingredient and content, ignoring accents and typos', async () => {
    expect(slugs((await get('/api/formula/buscar?q=JABON%20LIQUIDO')).json())[0]).toBe(
      'jabon-liquido-para-manos',
    );
    expect(slugs((await get('/api/formula/buscar?q=champu')).json())).toEqual(['champu-basico']);
    expect(slugs((await get('/api/formula/buscar?q=desinfectnte')).json())[0]).toBe(
      'desinfectante-multiusos',
    );
    expect(slugs((await get('/api/formula/buscar?q=hipoclorito')).json())).toEqual([
      'desinfectante-multiusos',
    ]);
    expect((await get('/api/formula/buscar?q=preparacion')).json().total).toBe(0);
  });

  it('shows a formula with its ingredients linked to products and sanitised content', async () => {
    const response = await get('/api/formula/getFormula?slug=jabon-liquido-para-manos');
    expect(response.statusCode).toBe(200);
    const { formula, comments } = response.json();
    expect(formula).toMatchObject({
      title: 'Jabón líquido para manos',
      batchYield: { amount: 20, unit: 'L' },
      steps: [
        'Disolver el texapón en el agua.',
        'Agregar la glicerina.',
        'Ajustar el pH con ácido cítrico.',
      ],
      safetyNotes: ['Usar guantes.'],
    });
    expect(formula.contentHtml).toBe('<p>Mezcla en <strong>frío</strong>.</p>');
    expect(formula.ingredients[0]).toMatchObject({
      name: 'Texapón',
      amount: 2,
      unit: 'kg',
      percentage: 10,
      phase: 'A',
      product: { code: 'TEN-001', slug: 'lauril-eter-sulfato-de-sodio-70' },
    });
    expect(formula.ingredients[3]).toMatchObject({ name: 'Agua desmineralizada', product: null });
    expect(comments).toEqual([]);
    const champu = (await get('/api/formula/getFormula?slug=champu-basico')).json().formula;
    expect(champu.contentHtml).toBe('<h2>Champú</h2><p>Fácil de preparar.</p>');
    expect((await get(`/api/formula/getFormula?id=${formula.id}`)).json().formula.slug).toBe(
      'jabon-liquido-para-manos',
    );
  });

  it('suggests formulas sharing ingredients first, then the same type', async () => {
    const response = await get('/api/formula/getFormulasSugeridas?slug=jabon-liquido-para-manos');
    expect(response.statusCode).toBe(200);
    expect(slugs(response.json())).toEqual(['champu-basico', 'desinfectante-multiusos']);
    expect(
      slugs((await get('/api/formula/getFormulasSugeridas?slug=champu-basico&limit=1')).json()),
    ).toEqual(['jabon-liquido-para-manos']);
    expect(
      (await get('/api/formula/getFormulasSugeridas?slug=formula-en-preparacion')).statusCode,
    ).toBe(404);
  });

  it('hides drafts from the public', async () => {
    expect((await get('/api/formula/getFormula?slug=formula-en-preparacion')).statusCode).toBe(404);
    expect((await get('/api/formula/buscar?q=preparacion')).json().total).toBe(0);
    expect((await get('/api/formula/lista?incluirBorradores=true')).statusCode).toBe(401);
    expect((await get('/api/formula/lista?incluirBorradores=true', client)).statusCode).toBe(403);
    const staff = (
      await get('/api/formula/lista?incluirBorradores=true&estado=draft', seller)
    ).json();
    expect(slugs(staff)).toEqual(['formula-en-preparacion']);
    const draft = await get(
      '/api/formula/getFormula?slug=formula-en-preparacion&incluirBorradores=true',
      seller,
    );
    expect(draft.json().formula.status).toBe('draft');
  });

  it('creates and updates a formula; content is sanitised with an allow-list', async () => {
    const created = await post(
      '/api/formula/guardar',
      validFormula({
        contentHtml:
          '<h1>Título</h1><p onclick="steal()">Hola <a href="javascript:alert(1)">enlace</a> <a href="https://produapps.ec" target="_blank">sitio</a></p>' +
          '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA"><iframe src="https://evil.example"></iframe>' +
          '<script>document.cookie</script><style>body{display:none}</style><p style="text-align:center;color:red">centrado</p>' +
          '<img src="/api/uploads/getImagen?id=5b0e8a8e-2f4c-4d8e-9a8b-1c2d3e4f5a6b&amp;size=md" alt="foto">',
      }),
      seller,
    );
    expect(created.statusCode).toBe(201);
    const { formula } = created.json();
    expect(formula.slug).toBe('limpiavidrios-con-alcohol');
    expect(formula.contentHtml).not.toMatch(
      /script|onclick|onerror|javascript:|iframe|<style|data:|color:red/i,
    );
    expect(formula.contentHtml).toContain('<h2>Título</h2>');
    expect(formula.contentHtml).toContain(
      '<a href="https://produapps.ec" target="_blank" rel="noopener noreferrer nofollow">sitio</a>',
    );
    expect(formula.contentHtml).toContain('<p style="text-align:center">centrado</p>');
    expect(formula.contentHtml).toContain(
      '<img src="/api/uploads/getImagen?id=5b0e8a8e-2f4c-4d8e-9a8b-1c2d3e4f5a6b&amp;size=md" alt="foto" />',
    );
    // An ingredient chosen from the catalogue without a name takes the product's name.
    expect(formula.ingredients[0]).toMatchObject({
      name: 'Lauril éter sulfato de sodio 70 %',
      product: { code: 'TEN-001' },
    });
    expect(formula.publishedAt).not.toBeNull();

    // Published at once: the public list and the product's page show it.
    // (The list may answer as it was for a moment, while it is loaded again.)
    await expect
      .poll(async () => slugs((await get('/api/formula/lista')).json()))
      .toContain('limpiavidrios-con-alcohol');
    const productPage = (
      await get('/api/producto/getProducto?slug=lauril-eter-sulfato-de-sodio-70')
    ).json();
    expect(productPage.formulas.map((f: Summary) => f.slug)).toContain('limpiavidrios-con-alcohol');

    const updated = await post(
      '/api/formula/guardar',
      validFormula({
        id: formula.id,
        slug: formula.slug,
        title: 'Limpiavidrios',
        ingredients: [],
        status: 'draft',
      }),
      admin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().formula).toMatchObject({
      title: 'Limpiavidrios',
      ingredients: [],
      status: 'draft',
    });
    await expect
      .poll(async () => slugs((await get('/api/formula/lista')).json()))
      .not.toContain('limpiavidrios-con-alcohol');

    const taken = await post(
      '/api/formula/guardar',
      validFormula({ slug: 'champu-basico' }),
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details[0].field).toBe('slug');
  });

  it('refuses bad formulas with the fields at fault', async () => {
    const bad = await post(
      '/api/formula/guardar',
      {
        title: '',
        typeId: 0,
        batchYield: { amount: -1, unit: 'cucharada' },
        ingredients: [{ productId: null, name: '', amount: 0, unit: 'kg', percentage: 120 }],
        status: 'visible',
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad)).toEqual(
      expect.arrayContaining([
        'title',
        'typeId',
        'batchYield.amount',
        'batchYield.unit',
        'ingredients.0.amount',
        'ingredients.0.percentage',
        'status',
      ]),
    );
    const missingProduct = await post(
      '/api/formula/guardar',
      validFormula({
        ingredients: [{ productId: '00000000-0000-4000-8000-000000000000', amount: 1, unit: 'kg' }],
      }),
      admin,
    );
    expect(missingProduct.statusCode).toBe(400);
    const nameless = await post(
      '/api/formula/guardar',
      validFormula({ ingredients: [{ productId: null, name: ' ', amount: 1, unit: 'kg' }] }),
      admin,
    );
    expect(nameless.json().details).toEqual([
      {
        field: 'ingredients.0.name',
        message: 'Elige un producto o escribe el nombre del ingrediente',
      },
    ]);
    expect(missingProduct.json().details[0].field).toBe('ingredients.0.productId');
    const noType = await post('/api/formula/guardar', validFormula({ typeId: 9999 }), admin);
    expect(noType.json().details[0].field).toBe('typeId');
  });

  it('checks roles on every write', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [url, payload, allowed] of [
      ['/api/formula/guardar', validFormula({ title: 'Prueba de roles' }), ['admin', 'vendedor']],
      ['/api/formula/eliminar', { id: someId }, ['admin']],
      ['/api/formula/moderarComentario', { id: someId, status: 'approved' }, ['admin', 'vendedor']],
    ] as const) {
      expect((await post(url, payload)).statusCode, url).toBe(401);
      for (const [role, token] of Object.entries({ admin, vendedor: seller, cliente: client })) {
        const status = (await post(url, payload, token)).statusCode;
        if ((allowed as readonly string[]).includes(role))
          expect([200, 201, 404, 409], `${url} ${role}`).toContain(status);
        else expect(status, `${url} ${role}`).toBe(403);
      }
    }
    expect((await get('/api/formula/comentarios')).statusCode).toBe(401);
    expect((await get('/api/formula/comentarios', client)).statusCode).toBe(403);
  });

  it('deletes a formula (administrators only)', async () => {
    const created = (
      await post('/api/formula/guardar', validFormula({ title: 'Para borrar' }), seller)
    ).json();
    const { id } = created.formula;
    expect((await post('/api/formula/eliminar', { id }, seller)).statusCode).toBe(403);
    expect((await post('/api/formula/eliminar', { id }, admin)).statusCode).toBe(200);
    expect((await get(`/api/formula/getFormula?id=${id}`)).statusCode).toBe(404);
  });

  describe('comments', () => {
    let formulaId: string;
    beforeAll(async () => {
      formulaId = (await get('/api/formula/getFormula?slug=desinfectante-multiusos')).json().formula
        .id;
    });

    it('holds a comment for moderation, as plain text, and publishes it once approved', async () => {
      const sent = await post(
        '/api/formula/guardarComentario',
        {
          formulaId,
          authorName: 'Marta <b>Q.</b>',
          email: 'marta@correo.ec',
          body: '¡Funciona! <script>alert("x")</script><img src=x onerror=alert(1)> &lt;script&gt;fetch(1)&lt;/script&gt; 5 < 6',
        },
        undefined,
        { remoteAddress: '10.1.0.1' },
      );
      expect(sent.statusCode).toBe(201);
      expect(sent.json().message).toMatch(/revisado/);
      const { id } = sent.json();

      // Pending: the public does not see it.
      expect((await get('/api/formula/getFormula?id=' + formulaId)).json().comments).toEqual([]);
      const queue = (await get('/api/formula/comentarios?estado=pending', seller)).json();
      expect(queue.counts).toMatchObject({ pending: 1, approved: 0 });
      expect(queue.items[0]).toMatchObject({
        id,
        authorName: 'Marta Q.',
        email: 'marta@correo.ec',
        status: 'pending',
        formula: { slug: 'desinfectante-multiusos' },
      });
      expect(queue.items[0].body).not.toMatch(/<script|<img|onerror|<b>/i);
      expect(queue.items[0].body).toContain('¡Funciona!');
      expect(queue.items[0].body).toContain('5 < 6');

      const approved = await post(
        '/api/formula/moderarComentario',
        { id, status: 'approved' },
        seller,
      );
      expect(approved.statusCode).toBe(200);
      expect(approved.json().comment.status).toBe('approved');
      const page = (await get('/api/formula/getFormula?id=' + formulaId)).json();
      expect(page.comments).toEqual([
        { id, authorName: 'Marta Q.', body: queue.items[0].body, createdAt: expect.any(String) },
      ]);
      expect(JSON.stringify(page.comments)).not.toContain('marta@correo.ec');
      await expect
        .poll(
          async () =>
            (await get('/api/formula/lista')).json().items.find((f: Summary) => f.id === formulaId)
              .commentCount,
        )
        .toBe(1);

      await post('/api/formula/moderarComentario', { id, status: 'rejected' }, admin);
      expect((await get('/api/formula/getFormula?id=' + formulaId)).json().comments).toEqual([]);
      expect((await get('/api/formula/comentarios?estado=rejected', admin)).json().total).toBe(1);
    });

    it('refuses comments on drafts or unknown formulas and bad input', async () => {
      const draft = (
        await get(
          '/api/formula/getFormula?slug=formula-en-preparacion&incluirBorradores=true',
          admin,
        )
      ).json().formula;
      const onDraft = await post(
        '/api/formula/guardarComentario',
        { formulaId: draft.id, authorName: 'Ana', body: 'Hola a todos' },
        undefined,
        { remoteAddress: '10.1.0.2' },
      );
      expect(onDraft.statusCode).toBe(404);
      const bad = await post(
        '/api/formula/guardarComentario',
        { formulaId: 'x', authorName: '', body: '', email: 'no' },
        undefined,
        { remoteAddress: '10.1.0.2' },
      );
      expect(bad.statusCode).toBe(400);
      expect(badFields(bad).sort()).toEqual(['authorName', 'body', 'email', 'formulaId']);
      const onlyMarkup = await post(
        '/api/formula/guardarComentario',
        { formulaId, authorName: 'Ana', body: '<script>alert(1)</script>' },
        undefined,
        { remoteAddress: '10.1.0.2' },
      );
      expect(onlyMarkup.statusCode).toBe(400);
      expect(onlyMarkup.json().details[0].field).toBe('body');
    });

    it('silently drops bot comments and rate limits per address', async () => {
      const before = (await get('/api/formula/comentarios', admin)).json().counts.all;
      const bot = await post(
        '/api/formula/guardarComentario',
        { formulaId, authorName: 'Bot', body: 'Compra ya', website: 'http://spam.example' },
        undefined,
        { remoteAddress: '10.1.0.3' },
      );
      expect(bot.statusCode).toBe(201);
      expect((await get('/api/formula/comentarios', admin)).json().counts.all).toBe(before);

      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (
            await post(
              '/api/formula/guardarComentario',
              { formulaId, authorName: 'Luis', body: `Comentario ${i}` },
              undefined,
              { remoteAddress: '10.1.0.4' },
            )
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('answers 400 to bad queries', async () => {
      for (const url of [
        '/api/formula/lista?page=0',
        '/api/formula/lista?orden=azar',
        '/api/formula/lista?tipo=No%20Valido',
        '/api/formula/lista?productoId=1',
        '/api/formula/buscar',
        '/api/formula/getFormula',
        '/api/formula/getFormula?id=abc',
        '/api/formula/getFormulasSugeridas',
        '/api/formula/getFormulasSugeridas?slug=x&limit=99',
      ]) {
        expect((await get(url)).statusCode, url).toBe(400);
      }
      expect((await get('/api/formula/comentarios?estado=spam', admin)).statusCode).toBe(400);
      expect(
        (await post('/api/formula/moderarComentario', { id: formulaId, status: 'pending' }, admin))
          .statusCode,
      ).toBe(400);
      expect((await post('/api/formula/eliminar', { id: 'x' }, admin)).statusCode).toBe(400);
      expect((await post('/api/formula/guardar', {}, admin)).statusCode).toBe(400);
    });
  });
});

describe('sanitisers', () => {
  it('keeps plain text readable and free of markup', () => {
    expect(plainText('  Hola\r\n\r\n\r\n<b>mundo</b> &amp; 1 < 2\u0000 ')).toBe(
      'Hola\n\nmundo & 1 < 2',
    );
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;texto')).toBe('texto');
  });
  it('drops disallowed HTML but keeps formatting', () => {
    expect(
      sanitizeRichText('<ul><li>uno</li></ul><table><tr><td colspan="2">x</td></tr></table>'),
    ).toBe('<ul><li>uno</li></ul><table><tr><td colspan="2">x</td></tr></table>');
    expect(
      sanitizeRichText('<a href="//evil.example/x">x</a><img src="http://insecure/x.png">'),
    ).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });
  it("keeps only the shop's own uploaded images, so no reader's browser calls a third party", () => {
    const id = '7d1c2f4e-8a2b-4c3d-9e8f-0a1b2c3d4e5f';
    expect(
      sanitizeRichText(
        [
          `<img src="/api/uploads/getImagen?id=${id}&amp;size=lg" alt="Mezcla">`,
          `<img src="https://tienda.example.ec/api/uploads/getImagen?id=${id}&amp;size=md">`,
          '<img src="https://tracker.example/pixel.gif?u=1" alt="x">',
          '<img src="data:image/png;base64,AAAA">',
          '<img src="/api/uploads/getImagen?id=no-es-un-id">',
        ].join(''),
      ),
    ).toBe(
      `<img src="/api/uploads/getImagen?id=${id}&amp;size=lg" alt="Mezcla" />` +
        `<img src="/api/uploads/getImagen?id=${id}&amp;size=md" />`,
    );
  });
});
