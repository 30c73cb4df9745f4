import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_ROLES, type UserRole } from '@quimia/contracts';
import { users } from './db/schema';
import type { AccessPolicy } from './plugins/app/authentication';
import { bearer, buildTestApp, type TestApp } from './test/test-app';

const FORBIDDEN_MESSAGE = 'No tienes permiso para realizar esta acción';

/**
 * The reviewed policy of every API route. The app's own route table must equal it: a new route,
 * or a changed policy, shows up here in review instead of slipping through.
 */
const STAFF: AccessPolicy = ['admin', 'vendedor'];
const ADMIN: AccessPolicy = ['admin'];
const POLICIES: Record<string, AccessPolicy> = {
  'GET /api/health': 'public',
  'GET /api/config': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/logout': 'signed-in',
  'POST /api/auth/olvideClave': 'public',
  'POST /api/auth/restablecerClave': 'public',
  'GET /api/usuario/lista': ADMIN,
  // Non-admins read only their own account: checked by the handler (below).
  'GET /api/usuario/getUsuario': 'signed-in',
  'POST /api/usuario/guardar': ADMIN,
  'POST /api/usuario/eliminar': ADMIN,
  'POST /api/usuario/perfil': 'signed-in',
  'POST /api/usuario/cambiarClave': 'signed-in',
  'GET /api/usuario/contactos': STAFF,
  // Each signed-in user's own data: the handlers take the user from the token (customers tests).
  'GET /api/cuenta/datos': 'signed-in',
  'POST /api/cuenta/guardarFacturacion': 'signed-in',
  'POST /api/cuenta/guardarDireccion': 'signed-in',
  'POST /api/cuenta/eliminarDireccion': 'signed-in',
  'POST /api/cuenta/direccionPredeterminada': 'signed-in',
  // Each signed-in customer's own cart: the handlers take the user from the token (cart tests).
  'GET /api/carrito/lineas': 'signed-in',
  'POST /api/carrito/guardar': 'signed-in',
  'POST /api/carrito/combinar': 'signed-in',
  'POST /api/cotizar/contacto': 'public',
  // Anyone asks for a quotation (rate limited; a client's is theirs, staff's is staff's); the
  // link's token reads, prints and accepts it; the PDF by id is for staff (checked below); the
  // latest are all of them for staff and a client's own (quotations tests).
  'POST /api/cotizar/guardar': 'public',
  'GET /api/cotizar/ultimasCotizaciones': 'signed-in',
  'GET /api/cotizar/pdf': 'public',
  'GET /api/cotizar/verCotizacion': 'public',
  'POST /api/cotizar/aceptar': 'public',
  'GET /api/cotizar/lista': STAFF,
  'GET /api/cotizar/getCotizacion': STAFF,
  'POST /api/cotizar/revisar': STAFF,
  'POST /api/cotizar/cambiarEstado': STAFF,
  'POST /api/cotizar/convertir': STAFF,
  'POST /api/cotizar/responder': STAFF,
  'POST /api/cotizar/marcarVista': STAFF,
  'GET /api/cotizar/pendientes': STAFF,
  // Anyone prices a published formula's ingredients at a batch size (rate limited); reads only.
  'POST /api/cotizar/desdeFormula': 'public',
  // Prices a cart for anyone (rate limited); it reads and writes nothing of anyone's.
  'POST /api/pedido/calcular': 'public',
  'GET /api/envios/tarifas': STAFF,
  'POST /api/envios/guardar': ADMIN,
  // Anyone orders (rate limited; a signed-in user's order is theirs). An order is read by staff
  // or by the client who placed it, another's answers 404 (orders tests); misPedidos is the
  // token's user's own.
  'POST /api/pedido/crear': 'public',
  'GET /api/pedido/lista': STAFF,
  'GET /api/pedido/getPedido': 'signed-in',
  'POST /api/pedido/cambiarEstado': STAFF,
  'POST /api/pedido/cambiarLineas': STAFF,
  'GET /api/pedido/opcionesLineas': STAFF,
  'GET /api/pedido/misPedidos': 'signed-in',
  // Electronic invoicing: settings and certificate for the administrator, documents for staff;
  // a buyer lists and downloads only their own authorised ones (checked by the handler, below).
  'GET /api/facturacion/configuracion': ADMIN,
  'POST /api/facturacion/configuracion': ADMIN,
  'POST /api/facturacion/certificado': ADMIN,
  'POST /api/facturacion/emitir': STAFF,
  'POST /api/facturacion/reintentar': STAFF,
  'POST /api/facturacion/notaCredito': STAFF,
  'GET /api/facturacion/lista': STAFF,
  'GET /api/facturacion/getFactura': STAFF,
  'GET /api/facturacion/mias': 'signed-in',
  'GET /api/facturacion/xml': 'signed-in',
  'GET /api/facturacion/ride': 'signed-in',
  // Stock: staff, as the catalogue.
  'GET /api/inventario/stock': STAFF,
  'GET /api/inventario/kardex': STAFF,
  'POST /api/inventario/ajuste': STAFF,
  'POST /api/inventario/transferencia': STAFF,
  'POST /api/inventario/minimo': STAFF,
  'GET /api/inventario/sugerencia': STAFF,
  'POST /api/inventario/sugerencia/enviar': STAFF,
  'GET /api/inventario/compras': STAFF,
  'GET /api/inventario/compra': STAFF,
  'POST /api/inventario/recibirCompra': STAFF,
  'GET /api/empresa/publica': 'public',
  'GET /api/empresa/datos': ADMIN,
  'POST /api/empresa/guardar': ADMIN,
  'GET /api/contacto/lista': STAFF,
  'GET /api/contacto/pendientes': STAFF,
  'POST /api/contacto/atender': STAFF,
  'GET /api/demo/estado': STAFF,
  'POST /api/demo/quitar': ADMIN,
  'GET /api/producto/lista': 'public',
  'GET /api/producto/buscar': 'public',
  'GET /api/producto/getProducto': 'public',
  'GET /api/producto/listaPorTipo': 'public',
  'GET /api/producto/listaDestacados': 'public',
  'GET /api/producto/getOptionsTipoProducto': 'public',
  'GET /api/producto/getTipoProducto': 'public',
  'GET /api/producto/getOptionsSubTiposProducto': 'public',
  'GET /api/producto/getOptionsAreasAplica': 'public',
  'GET /api/producto/getAreasAplica': 'public',
  'GET /api/producto/getLineasNegocio': 'public',
  'GET /api/producto/getOptionUnidadesMedida': 'public',
  'POST /api/producto/guardar': STAFF,
  'POST /api/producto/eliminar': ADMIN,
  'GET /api/product/list': 'public',
  'GET /api/product/search': 'public',
  'GET /api/product/details': 'public',
  'GET /api/formula/lista': 'public',
  'GET /api/formula/buscar': 'public',
  'GET /api/formula/getFormula': 'public',
  'GET /api/formula/getFormulasSugeridas': 'public',
  'GET /api/formula/getTiposFormula': 'public',
  'POST /api/formula/guardar': STAFF,
  'POST /api/formula/eliminar': ADMIN,
  'POST /api/formula/guardarComentario': 'public',
  'GET /api/formula/comentarios': STAFF,
  'POST /api/formula/moderarComentario': STAFF,
  'POST /api/uploads/subirImagen': STAFF,
  'GET /api/uploads/getImagen': 'public',
  'POST /api/uploads/eliminarImagen': STAFF,
  'POST /api/uploads/subirDocumento': STAFF,
  'GET /api/uploads/getDocumento': 'public',
  'POST /api/uploads/eliminarDocumento': STAFF,
  'GET /api/categoria/lista': STAFF,
  'POST /api/categoria/guardar': STAFF,
  'POST /api/categoria/ocultar': STAFF,
  'POST /api/categoria/ordenar': STAFF,
  'POST /api/categoria/eliminar': STAFF,
  'GET /api/correo/lista': ADMIN,
  'GET /api/correo/getCorreo': ADMIN,
  // The consultas and their import are staff's, read-only but for the import, code mapping and
  // the hand prices of formula ingredients the catalogue does not sell.
  'GET /api/consultas/getClientes': STAFF,
  'GET /api/consultas/getCliente': STAFF,
  'GET /api/consultas/getProductosCliente': STAFF,
  'GET /api/consultas/getDetalleProductosCliente': STAFF,
  'GET /api/consultas/getProductos': STAFF,
  'GET /api/consultas/getProducto': STAFF,
  'GET /api/consultas/buscarProducto': STAFF,
  'GET /api/consultas/getProveedoresProducto': STAFF,
  'GET /api/consultas/getClientesProducto': STAFF,
  'GET /api/consultas/getComprasProducto': STAFF,
  'GET /api/consultas/getVentasProducto': STAFF,
  'GET /api/consultas/getProformasProducto': STAFF,
  'GET /api/consultas/getFormulasProducto': STAFF,
  'GET /api/consultas/getProveedores': STAFF,
  'GET /api/consultas/getProveedor': STAFF,
  'GET /api/consultas/getProductosProveedor': STAFF,
  'GET /api/consultas/getDetalleProductosProveedor': STAFF,
  'GET /api/consultas/getFormulas': STAFF,
  'GET /api/consultas/getFormula': STAFF,
  'GET /api/consultas/getDetalleFormula': STAFF,
  'POST /api/consultas/importar': STAFF,
  'POST /api/consultas/importarConProgreso': STAFF,
  'GET /api/consultas/plantilla': STAFF,
  'GET /api/consultas/codigosPendientes': STAFF,
  'POST /api/consultas/asignarCodigo': STAFF,
  'POST /api/consultas/fijarPrecioIngrediente': STAFF,
  'POST /api/consultas/quitarPrecioIngrediente': STAFF,
  // The metrics read the business's figures: staff's, read-only.
  'GET /api/metricas/totalTiposProductos': STAFF,
  'GET /api/metricas/serieCotizaAndComentario': STAFF,
  'GET /api/metricas/ventasCompras': STAFF,
  'GET /api/metricas/estados': STAFF,
  'GET /api/metricas/conversion': STAFF,
  'GET /api/metricas/topProductos': STAFF,
  'GET /api/metricas/topClientes': STAFF,
  'GET /api/metricas/stockBajo': STAFF,
  'GET /api/metricas/comentariosPendientes': STAFF,
  'GET /api/metricas/resumen': STAFF,
  // QuimIA's chat is staff's; each reads and writes only the token's user's conversations
  // (assistant tests). A visitor's product question is public (rate limited) and reads only
  // that product's published data.
  'GET /api/openia/estado': STAFF,
  'GET /api/openia/getChatUsuario': STAFF,
  'GET /api/openia/getConversacion': STAFF,
  'POST /api/openia/renombrarConversacion': STAFF,
  'POST /api/openia/eliminarConversacion': STAFF,
  'POST /api/openia/chatAsistente': STAFF,
  'POST /api/openia/getDescripcionProducto': STAFF,
  'POST /api/producto/getRespuestaQuimIA': 'public',
};

type Caller = 'anonymous' | UserRole;
type Expected = 'allowed' | 401 | 403;

/** What a caller must get from a route with this policy. */
function expectedFor(access: AccessPolicy, caller: Caller): Expected {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  return access.includes(caller) ? 'allowed' : 403;
}

/**
 * The authorisation matrix, generated from the app's own route table: every API route, called by
 * an anonymous visitor and by each role, answers as its declared policy says. A route added
 * without a policy stops the app from starting, so it fails here (and everywhere) at once.
 */
describe('authorisation matrix of every API route', () => {
  let app: TestApp;
  const accounts = {} as Record<UserRole, { id: string }>;

  beforeAll(async () => {
    app = await buildTestApp();
    for (const role of USER_ROLES) accounts[role] = await app.createUser({ role });
  });
  afterAll(() => app.close());

  /** A token for the account as it is now (a sign-out or a password change revokes the last). */
  async function tokenOf(role: UserRole) {
    const [row] = await app.db.select().from(users).where(eq(users.id, accounts[role].id));
    return app.tokens.issue(row!);
  }

  it('declares every route of the API with its reviewed policy', () => {
    const declared = Object.fromEntries(
      app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(app.routeAccess).toHaveLength(Object.keys(declared).length);
    expect(declared).toEqual(POLICIES);
  });

  it('answers 401 to visitors, 403 to the wrong role and lets the right roles through', async () => {
    const mismatches: string[] = [];
    for (const route of app.routeAccess) {
      for (const caller of ['anonymous', ...USER_ROLES] as const) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          ...(route.method === 'GET' ? {} : { payload: {} }),
          headers: caller === 'anonymous' ? {} : bearer(await tokenOf(caller)),
        });
        const expected = expectedFor(route.access, caller);
        const status = response.statusCode;
        const body = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
        const ok =
          status < 500 &&
          (expected === 'allowed'
            ? status !== 401 && status !== 403
            : expected === 401
              ? status === 401 && body.code === 'UNAUTHORIZED'
              : status === 403 && body.code === 'FORBIDDEN' && body.message === FORBIDDEN_MESSAGE);
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller}: expected ${expected}, got ${status}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets a signed-in user read only their own account unless they are an admin', async () => {
    for (const role of ['cliente', 'vendedor'] as const) {
      const other = await app.inject({
        method: 'GET',
        url: `/api/usuario/getUsuario?id=${accounts.admin.id}`,
        headers: bearer(await tokenOf(role)),
      });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/usuario/getUsuario?id=${accounts.cliente.id}`,
      headers: bearer(await tokenOf('admin')),
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("prints a quotation's PDF by id for staff only, and lists each role's latest quotations", async () => {
    const pdf = `/api/cotizar/pdf?id=${accounts.admin.id}`;
    expect((await app.inject({ url: pdf })).statusCode).toBe(401);
    const client = await app.inject({ url: pdf, headers: bearer(await tokenOf('cliente')) });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(FORBIDDEN_MESSAGE);
    // A seller passes the role check: there is no such quotation.
    const seller = await app.inject({ url: pdf, headers: bearer(await tokenOf('vendedor')) });
    expect(seller.statusCode).toBe(404);
    const latest = '/api/cotizar/ultimasCotizaciones';
    expect((await app.inject({ url: latest })).statusCode).toBe(401);
    for (const role of USER_ROLES) {
      const response = await app.inject({ url: latest, headers: bearer(await tokenOf(role)) });
      expect(response.statusCode).toBe(200);
    }
  });

  it('keeps drafts of public lists for staff', async () => {
    for (const url of ['/api/producto/lista', '/api/formula/lista']) {
      const draftsUrl = `${url}?incluirBorradores=true`;
      expect((await app.inject({ url: draftsUrl })).statusCode).toBe(401);
      const client = await app.inject({
        url: draftsUrl,
        headers: bearer(await tokenOf('cliente')),
      });
      expect(client.statusCode).toBe(403);
      const seller = await app.inject({
        url: draftsUrl,
        headers: bearer(await tokenOf('vendedor')),
      });
      expect(seller.statusCode).toBe(200);
    }
  });
});
