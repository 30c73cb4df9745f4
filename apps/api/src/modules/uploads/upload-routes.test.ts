import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@quimia/contracts';
import { documents, images } from '../../db/schema';
import {
  buildOtherProcess,
  buildTestApp,
  requestsTo,
  roleTokens,
  settled,
  TEST_ENGINE,
  type TestApp,
} from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { isPdf, sniffImage } from './file-checks';
import { safePdfName, sweepOrphanUploads } from './upload-service';
import { multipartForm } from '../../test/multipart-form';

/** A multipart/form-data body with text fields first, then one file. */
const form = (
  file: { data: Buffer; filename: string; contentType: string } | null,
  fields: Record<string, string> = {},
) => multipartForm(fields, file ? [{ field: 'file', ...file }] : []);

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/**
 * A valid PNG of exactly `bytes` bytes: a private ancillary chunk (which decoders skip) pads
 * the picture before its end chunk.
 */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await picture(16, 16).png().toBuffer();
  const end = png.length - 12;
  const data = Buffer.alloc(bytes - png.length - 12, 0x61);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([png.subarray(0, end), head, data, crc, png.subarray(end)]);
}

/** A PDF of exactly `bytes` bytes. */
function pdfOfSize(bytes: number): Buffer {
  return pdf(bytes - pdf().length);
}

function pdf(extra = 0): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(extra, 0x20),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

describe('uploads', () => {
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  let admin: string;
  let seller: string;
  let client: string;

  const upload = (url: string, body: ReturnType<typeof form>, token?: string) =>
    post(url, body.payload, token, { headers: body.headers });
  const uploadImage = (
    data: Buffer,
    filename = 'foto.png',
    contentType = 'image/png',
    token = seller,
  ) =>
    upload(
      '/api/uploads/subirImagen',
      form({ data, filename, contentType }, { alt: 'Saco de producto' }),
      token,
    );

  /**
   * An upload over a real connection, sent in two pieces with a pause between them: the first
   * ends exactly where the file reaches `pauseAfterFileBytes`, as a network can cut it.
   */
  const uploadOverHttp = async (
    url: string,
    body: ReturnType<typeof form>,
    token: string,
    pauseAfterFileBytes: number,
  ) => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const head = Buffer.from(
      [
        `POST ${url} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`,
        `Authorization: Bearer ${token}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    const fileStart = body.payload.indexOf('\r\n\r\n', body.payload.lastIndexOf('filename=')) + 4;
    const cut = Math.min(fileStart + pauseAfterFileBytes, body.payload.length);
    const answer = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(Buffer.concat([head, body.payload.subarray(0, cut)]));
        setTimeout(() => socket.write(body.payload.subarray(cut)), 50);
      });
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const statusCode = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    return { statusCode, body: text, json: () => JSON.parse(text) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    ({ admin, seller, client } = await roleTokens(app));
  });
  afterAll(() => app.close());

  it('re-encodes an image to WebP sizes and serves it with long cache headers and ETag', async () => {
    const png = await picture(2000, 1000).png().toBuffer();
    const response = await uploadImage(png);
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    expect(image).toMatchObject({
      width: 1600,
      height: 800,
      alt: 'Saco de producto',
      url: `/api/uploads/getImagen?id=${image.id}&size=md`,
    });
    expect(image.srcSet).toBe(
      `/api/uploads/getImagen?id=${image.id}&size=sm 320w, /api/uploads/getImagen?id=${image.id}&size=md 800w, /api/uploads/getImagen?id=${image.id}&size=lg 1600w`,
    );

    for (const [size, width] of [
      ['sm', 320],
      ['md', 800],
      ['lg', 1600],
    ] as const) {
      const served = await get(`/api/uploads/getImagen?id=${image.id}&size=${size}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      const etag = served.headers.etag as string;
      const again = await app.inject({
        method: 'GET',
        url: `/api/uploads/getImagen?id=${image.id}&size=${size}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('accepts JPEG, WebP and GIF, never enlarging a small picture', async () => {
    for (const [data, type] of [
      [await picture(500, 400).jpeg().toBuffer(), 'image/jpeg'],
      [await picture(300, 300).webp().toBuffer(), 'image/webp'],
      [await picture(40, 20).gif().toBuffer(), 'image/gif'],
    ] as const) {
      const response = await uploadImage(data, 'x', type);
      expect(response.statusCode, type).toBe(201);
      const { image } = response.json();
      const large = await get(`/api/uploads/getImagen?id=${image.id}&size=lg`);
      const width = (await sharp(large.rawPayload).metadata()).width!;
      expect(width).toBe(image.width);
      expect(width).toBeLessThanOrEqual(500);
    }
  });

  it('refuses disguised and broken files by their content', async () => {
    const cases: [Buffer, string, string][] = [
      [SVG, 'logo.png', 'image/png'],
      [SVG, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg'],
      [Buffer.from('solo texto, nada de imagen'), 'foto.png', 'image/png'],
      [pdf(), 'foto.png', 'image/png'],
      // A PNG signature followed by garbage.
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          randomBytes(200),
        ]),
        'x.png',
        'image/png',
      ],
    ];
    for (const [data, filename, type] of cases) {
      const response = await uploadImage(data, filename, type);
      expect(response.statusCode, filename).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_FILE');
      expect(response.json().message).toMatch(/imagen/i);
    }
  });

  it('refuses images over 5 MB with 413 and requests without a file', async () => {
    const big = Buffer.concat([
      await picture(10, 10).png().toBuffer(),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const tooBig = await uploadImage(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('La imagen supera el máximo de 5 MB');
    const empty = await upload('/api/uploads/subirImagen', form(null, { alt: 'x' }), seller);
    expect(empty.statusCode).toBe(400);
    const json = await post('/api/uploads/subirImagen', { file: 'x' }, seller);
    expect(json.statusCode).toBe(415);
  });

  it('takes files up to the limit exactly, refuses every byte past it with 413 and stores nothing', async () => {
    const stored = async () => {
      const [imageCount] = await app.db.select({ n: count() }).from(images);
      const [documentCount] = await app.db.select({ n: count() }).from(documents);
      return { images: imageCount!.n, documents: documentCount!.n };
    };
    // Each file pauses where it reaches its limit: what comes after is over it.
    const sendImage = (data: Buffer) =>
      uploadOverHttp(
        '/api/uploads/subirImagen',
        form({ data, filename: 'foto.png', contentType: 'image/png' }),
        seller,
        IMAGE_MAX_BYTES,
      );
    const sendPdf = (data: Buffer) =>
      uploadOverHttp(
        '/api/uploads/subirDocumento',
        form({ data, filename: 'ficha.pdf', contentType: 'application/pdf' }),
        seller,
        DOCUMENT_MAX_BYTES,
      );
    const before = await stored();

    const imageAtLimit = await sendImage(await pngOfSize(IMAGE_MAX_BYTES));
    expect(imageAtLimit.statusCode, imageAtLimit.body).toBe(201);
    const pdfAtLimit = await sendPdf(pdfOfSize(DOCUMENT_MAX_BYTES));
    expect(pdfAtLimit.statusCode, pdfAtLimit.body).toBe(201);
    const accepted = await stored();
    expect(accepted).toEqual({ images: before.images + 1, documents: before.documents + 1 });

    // The bytes past the limit arrive after a pause, once the read has seen the limit reached
    // without going over: the parser marks the file truncated only then.
    for (const size of [IMAGE_MAX_BYTES + 1, 5.5 * 1024 * 1024, 9 * 1024 * 1024]) {
      const response = await sendImage(await pngOfSize(size));
      expect(response.statusCode, `image of ${size} bytes`).toBe(413);
      expect(response.json()).toEqual({
        message: 'La imagen supera el máximo de 5 MB',
        code: 'FILE_TOO_LARGE',
      });
    }
    for (const size of [DOCUMENT_MAX_BYTES + 1, 10.5 * 1024 * 1024]) {
      const response = await sendPdf(pdfOfSize(size));
      expect(response.statusCode, `PDF of ${size} bytes`).toBe(413);
      expect(response.json().message).toBe('El PDF supera el máximo de 10 MB');
    }
    expect(await stored()).toEqual(accepted);
  });

  it('stores PDFs checked by content and serves them for download with a proper name', async () => {
    const document = pdf(2000);
    const response = await upload(
      '/api/uploads/subirDocumento',
      form({
        data: document,
        filename: '../Ficha Técnica (v2).pdf',
        contentType: 'application/pdf',
      }),
      seller,
    );
    expect(response.statusCode).toBe(201);
    const uploaded = response.json().document;
    expect(uploaded).toMatchObject({ fileName: 'Ficha-Tecnica-v2.pdf', size: document.length });

    const download = await get(uploaded.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      'attachment; filename="Ficha-Tecnica-v2.pdf"',
    );
    expect(download.rawPayload.equals(document)).toBe(true);

    const fake = await upload(
      '/api/uploads/subirDocumento',
      form({
        data: Buffer.from('no soy un pdf, soy texto'.repeat(10)),
        filename: 'hoja.pdf',
        contentType: 'application/pdf',
      }),
      seller,
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('El archivo no es un PDF válido.');
    const png = await picture(20, 20).png().toBuffer();
    const pictureAsPdf = await upload(
      '/api/uploads/subirDocumento',
      form({ data: png, filename: 'hoja.pdf', contentType: 'application/pdf' }),
      seller,
    );
    expect(pictureAsPdf.statusCode).toBe(415);
    const tooBig = await upload(
      '/api/uploads/subirDocumento',
      form({ data: pdf(10 * 1024 * 1024), filename: 'grande.pdf', contentType: 'application/pdf' }),
      seller,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('El PDF supera el máximo de 10 MB');
  });

  it('links images and sheets to a product, and removing an image removes it from the product', async () => {
    const first = (await uploadImage(await picture(900, 900).png().toBuffer())).json().image;
    const second = (
      await uploadImage(await picture(600, 300).jpeg().toBuffer(), 'b.jpg', 'image/jpeg')
    ).json().image;
    const sheet = (
      await upload(
        '/api/uploads/subirDocumento',
        form({ data: pdf(), filename: 'ficha.pdf', contentType: 'application/pdf' }),
        seller,
      )
    ).json().document;
    const staffView = (
      await get(
        '/api/producto/getProducto?slug=hidroxido-de-sodio-en-escamas&incluirBorradores=true',
        seller,
      )
    ).json().product;
    const save = (imageIds: string[]) =>
      post(
        '/api/producto/guardar',
        {
          id: staffView.id,
          code: staffView.code,
          slug: staffView.slug,
          name: staffView.name,
          synonyms: staffView.synonyms,
          casNumber: staffView.casNumber,
          chemicalFormula: staffView.chemicalFormula,
          typeId: staffView.type.id,
          subtypeId: null,
          businessLineIds: staffView.businessLines.map((line: { id: number }) => line.id),
          applicationAreaIds: staffView.applicationAreas.map((area: { id: number }) => area.id),
          unit: staffView.unit,
          presentations: staffView.presentations,
          status: 'published',
          description: staffView.description,
          ghs: staffView.ghs,
          imageIds,
          technicalSheetId: sheet.id,
          safetyDataSheetId: null,
        },
        seller,
      );
    const saved = await save([second.id, first.id]);
    expect(saved.statusCode).toBe(200);
    const product = saved.json().product;
    expect(product.images.map((image: { id: string }) => image.id)).toEqual([second.id, first.id]);
    expect(product.image.id).toBe(second.id);
    expect(product.technicalSheet).toMatchObject({
      id: sheet.id,
      url: `/api/uploads/getDocumento?id=${sheet.id}`,
    });

    const list = (await get('/api/producto/buscar?q=soda%20caustica')).json();
    expect(list.items[0].image).toMatchObject({ id: second.id, width: 600, height: 300 });

    const download = await get(`/api/uploads/getDocumento?id=${sheet.id}`);
    expect(download.headers['content-disposition']).toContain(
      'filename="ficha-tecnica-hidroxido-de-sodio-en-escamas.pdf"',
    );

    const removed = await post('/api/uploads/eliminarImagen', { id: second.id }, seller);
    expect(removed.statusCode).toBe(200);
    const after = (
      await get('/api/producto/getProducto?slug=hidroxido-de-sodio-en-escamas')
    ).json();
    expect(after.product.images.map((image: { id: string }) => image.id)).toEqual([first.id]);
    expect((await get(`/api/uploads/getImagen?id=${second.id}&size=sm`)).statusCode).toBe(404);

    const docRemoved = await post('/api/uploads/eliminarDocumento', { id: sheet.id }, admin);
    expect(docRemoved.statusCode).toBe(200);
    const noSheet = (
      await get('/api/producto/getProducto?slug=hidroxido-de-sodio-en-escamas')
    ).json();
    expect(noSheet.product.technicalSheet).toBeNull();
  });

  it('stops serving an unused upload swept away, in this process and in another one', async () => {
    const { image } = (await uploadImage(await picture(400, 300).png().toBuffer())).json();
    const url = `/api/uploads/getImagen?id=${image.id}&size=sm`;
    // Another process behind the same balancer, on PostgreSQL, has served it too.
    const other = TEST_ENGINE === 'postgres' ? await buildOtherProcess(app) : null;
    try {
      expect((await get(url)).statusCode).toBe(200);
      if (other) expect((await other.inject({ method: 'GET', url })).statusCode).toBe(200);
      // Uploaded in a form never saved, two days ago.
      await app.db
        .update(images)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(images.id, image.id));
      expect(await sweepOrphanUploads(app.db, app.changeFeed)).toMatchObject({ images: 1 });
      expect((await get(url)).statusCode).toBe(404);
      if (other) {
        const served = async () => (await other.inject({ method: 'GET', url })).statusCode;
        expect(await settled(served, (status) => status !== 200)).toBe(404);
      }
    } finally {
      await other?.close();
    }
  });

  it('checks roles and input on every upload route', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await uploadImage(png, 'a.png', 'image/png', '')).statusCode).toBe(401);
    expect((await uploadImage(png, 'a.png', 'image/png', client)).statusCode).toBe(403);
    expect((await uploadImage(png, 'a.png', 'image/png', admin)).statusCode).toBe(201);
    const doc = form({ data: pdf(), filename: 'a.pdf', contentType: 'application/pdf' });
    expect((await upload('/api/uploads/subirDocumento', doc)).statusCode).toBe(401);
    expect((await upload('/api/uploads/subirDocumento', doc, client)).statusCode).toBe(403);
    for (const url of ['/api/uploads/eliminarImagen', '/api/uploads/eliminarDocumento']) {
      const send = (token?: string, payload: object = { id: someId }) => post(url, payload, token);
      expect((await send()).statusCode).toBe(401);
      expect((await send(client)).statusCode).toBe(403);
      expect((await send(seller)).statusCode).toBe(404);
      expect((await send(admin, { id: 'x' })).statusCode).toBe(400);
    }
    for (const url of [
      '/api/uploads/getImagen',
      '/api/uploads/getImagen?id=x',
      `/api/uploads/getImagen?id=${someId}&size=xl`,
      '/api/uploads/getDocumento?id=1',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await get(`/api/uploads/getImagen?id=${someId}`)).statusCode).toBe(404);
    expect((await get(`/api/uploads/getDocumento?id=${someId}`)).statusCode).toBe(404);
  });
});

describe('file checks', () => {
  it('recognises formats by their magic bytes only', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(SVG)).toBeNull();
    expect(isPdf(pdf())).toBe(true);
    expect(isPdf(Buffer.from('%PDF-1.4 sin final'.padEnd(100, ' ')))).toBe(false);
  });
  it('makes safe download names', () => {
    expect(safePdfName('C:\\docs\\Hoja de Seguridad Ñandú.PDF')).toBe(
      'Hoja-de-Seguridad-Nandu.pdf',
    );
    expect(safePdfName('../../etc/passwd')).toBe('passwd.pdf');
    expect(safePdfName(undefined)).toBe('documento.pdf');
  });
});
