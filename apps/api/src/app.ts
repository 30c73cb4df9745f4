import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { serverAnsweringEarly, type EarlyAnswer } from './lib/http-server';
import { loggerOptions } from './lib/logger';
import { resolveJwtSecret } from './lib/secrets';
import { memoryCounters, redisCounters } from './lib/window-counters';
import { validatorWithTextRule } from './lib/validation';
import { assistantSettings } from './flows/assistant';
import assistantRoutes, { productQuestionRoutes } from './flows/assistant/assistant-routes';
import authRoutes from './modules/auth/auth-routes';
import cartRoutes from './modules/cart/cart-routes';
import { loginThrottle } from './modules/auth';
import productRoutes, { productAliasRoutes } from './modules/catalog/product-routes';
import categoryRoutes, { categoryRedirects } from './modules/categories/category-routes';
import { companySettings, defaultCompanySettings } from './modules/company';
import companyRoutes from './modules/company/company-routes';
import configRoutes from './modules/config/config-routes';
import consultaImportRoutes from './modules/consultas/import-routes';
import consultaRoutes from './modules/consultas/consulta-routes';
import contactFormFallbackRoutes from './modules/contact/contact-form-fallback-routes';
import contactInboxRoutes from './modules/contact/contact-inbox-routes';
import contactRoutes from './modules/contact/contact-routes';
import customerRoutes from './modules/customers/customer-routes';
import demoDataRoutes from './flows/demo-data/demo-data-routes';
import formulaQuoteRoutes from './modules/formula-quotes/formula-quote-routes';
import formulaRoutes from './modules/formulas/formula-routes';
import healthRoutes from './modules/health/health-routes';
import { mailer } from './modules/mail';
import mailRoutes from './modules/mail/mail-routes';
import metricRoutes from './flows/metrics/metric-routes';
import orderRoutes from './modules/orders/order-routes';
import invoicingRoutes from './modules/invoicing/invoicing-routes';
import inventoryRoutes from './modules/inventory/inventory-routes';
import orderInvoiceRoutes from './flows/order-invoice/order-invoice-routes';
import { invoiceBlocksLineEdits, invoiceSending, issueOnConfirmation } from './flows/order-invoice';
import { certificateKey, invoicing } from './modules/invoicing';
import { productChange } from './modules/catalog';
import { branchesHoldingStock } from './modules/inventory';
import { priceQuoteRoutes, shippingRateRoutes } from './modules/pricing/pricing-routes';
import quotationRoutes from './modules/quotations/quotation-routes';
import quotationOrderRoutes from './flows/quotation-order/quotation-order-routes';
import purchaseReceiptRoutes from './flows/purchase-receipt/purchase-receipt-routes';
import purchaseSuggestionRoutes from './flows/purchase-suggestion/suggestion-routes';
import { renderIndexHtml, resolvePageMeta, withSiteDefaults, type PublicRead } from './modules/seo';
import seoRoutes from './modules/seo/seo-routes';
import { loadServerRenderer } from './modules/storefront';
import uploadRoutes from './modules/uploads/upload-routes';
import userRoutes from './modules/users/user-routes';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import authentication from './plugins/app/authentication';
import changeFeed from './plugins/app/change-feed';
import database from './plugins/app/database';
import errorHandler from './plugins/app/error-handler';
import idempotency from './plugins/app/idempotency';
import jobs from './plugins/app/jobs';
import publicCache from './plugins/app/public-cache';
import webApp from './plugins/app/web-app';
import compress from './plugins/external/compress';
import openapi from './plugins/external/openapi';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import security from './plugins/external/security';

export type BuildOptions = {
  config: AppConfig;
  /** An opened, migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
};

/** Trusts the `hops` proxies nearest to the app: the client is the address the farthest one saw. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole application without listening: the server entry and the tests both use it. */
export async function buildApp({ config, database: handle, logger }: BuildOptions) {
  // Set once the public cache exists: until then, Fastify answers everything.
  let answerEarly: EarlyAnswer = () => false;
  const app = Fastify({
    serverFactory: serverAnsweringEarly(() => answerEarly),
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    // The client's address (rate limits, stored IPs) comes from X-Forwarded-For only when sent
    // by a proxy the configuration names; otherwise any client could pick its own.
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While closing, the error handler answers 503 with the app's own body and a Retry-After.
    return503OnClosing: false,
    // Sign-ins, failures and refusals are logged as events; per-request lines would bury them.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Links the shop writes (canonical, sitemap, e-mails) use the configured origin, never the
  // Host or X-Forwarded-Host a client sends.
  app.decorate('publicOrigin', config.PUBLIC_URL ?? `http://localhost:${config.PORT}`);

  app.setValidatorCompiler(validatorWithTextRule);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(security);
  await app.register(compress);
  await app.register(redis, { url: config.REDIS_URL });
  await app.register(rateLimit);
  await app.register(openapi);

  // Application plugins.
  await app.register(errorHandler);
  await app.register(database, { handle });
  await app.register(idempotency);
  await app.register(jobs);
  await app.register(authentication, {
    secret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    expiresIn: config.JWT_EXPIRES_IN,
  });
  await app.register(changeFeed);
  await app.register(publicCache);
  answerEarly = app.publicCache.answerEarly;
  await app.register(companySettings, { defaults: defaultCompanySettings(config) });
  const { readCompany } = app;
  await app.register(mailer, {
    smtpUrl: config.SMTP_URL,
    recipientCounters: app.redis ? redisCounters(app.redis, 'quimia:') : memoryCounters(),
    from: config.MAIL_FROM,
    // The shop's e-mails are signed with the company settings as they are when each is written.
    shop: async (db) => {
      const { settings } = await readCompany(db);
      return {
        name: settings.tradeName,
        phone: settings.whatsappNumber,
        email: settings.branches[0]?.emails[0] ?? null,
        url: app.publicOrigin,
        customerEmails: settings.customerEmails,
      };
    },
  });

  await app.register(invoicing, {
    certificateKey: certificateKey(config.CERTIFICATE_KEY, config.DATA_DIR),
    receptionUrl: config.SRI_RECEPCION_URL,
    authorizationUrl: config.SRI_AUTORIZACION_URL,
  });
  await app.register(invoiceSending);

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(companyRoutes, {
        prefix: '/empresa',
        branchesInUse: (branchIds) => branchesHoldingStock(app.db, branchIds),
      });
      await api.register(authRoutes, {
        prefix: '/auth',
        throttle: loginThrottle(app.redis ? redisCounters(app.redis, 'quimia:') : memoryCounters()),
      });
      await api.register(userRoutes, { prefix: '/usuario' });
      await api.register(customerRoutes, { prefix: '/cuenta' });
      await api.register(cartRoutes, { prefix: '/carrito' });
      await api.register(contactRoutes, { prefix: '/cotizar' });
      await api.register(quotationRoutes, { prefix: '/cotizar' });
      await api.register(quotationOrderRoutes, { prefix: '/cotizar' });
      await api.register(formulaQuoteRoutes, { prefix: '/cotizar' });
      await api.register(priceQuoteRoutes, { prefix: '/pedido' });
      await api.register(shippingRateRoutes, { prefix: '/envios' });
      await api.register(orderRoutes, {
        prefix: '/pedido',
        onStatusChanged: (order, by, log) => issueOnConfirmation(app, order, by, log),
        lineEditBlocker: invoiceBlocksLineEdits,
      });
      await api.register(invoicingRoutes, { prefix: '/facturacion' });
      await api.register(orderInvoiceRoutes, { prefix: '/facturacion' });
      await api.register(contactInboxRoutes, { prefix: '/contacto' });
      await api.register(productRoutes, { prefix: '/producto' });
      // The product's page and cards show its stock (the catalogue's lists stay as they are).
      const onStockChanged = (product: { id: string; slug: string }) =>
        app.publicCache.publish(
          productChange({ id: product.id, slugs: [product.slug], formulaIds: [], lists: false }),
        );
      await api.register(inventoryRoutes, { prefix: '/inventario', onStockChanged });
      await api.register(purchaseReceiptRoutes, { prefix: '/inventario', onStockChanged });
      await api.register(purchaseSuggestionRoutes, { prefix: '/inventario' });
      await api.register(productAliasRoutes, { prefix: '/product' });
      await api.register(formulaRoutes, { prefix: '/formula' });
      await api.register(uploadRoutes, { prefix: '/uploads' });
      await api.register(categoryRoutes, { prefix: '/categoria' });
      await api.register(demoDataRoutes, { prefix: '/demo' });
      await api.register(mailRoutes, { prefix: '/correo' });
      await api.register(consultaRoutes, { prefix: '/consultas' });
      await api.register(consultaImportRoutes, { prefix: '/consultas' });
      const assistant = assistantSettings(config);
      await api.register(assistantRoutes, { prefix: '/openia', settings: assistant });
      await api.register(productQuestionRoutes, {
        prefix: '/producto',
        settings: assistant,
      });
      await api.register(metricRoutes, { prefix: '/metricas' });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  await app.register(contactFormFallbackRoutes);
  // Old addresses of categories whose slug changed redirect before any page is drawn.
  await app.register(categoryRedirects);
  const webRoot = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  const serverRenderer = await loadServerRenderer(app, webRoot);
  const readPublic: PublicRead = async (endpoint, query) => {
    const response = await app.inject({
      method: 'GET',
      url: `${endpoint.path}?${new URLSearchParams(query)}`,
    });
    return response.statusCode === 200 ? response.json() : null;
  };
  await app.register(webApp, {
    root: webRoot,
    // Cached by web-app with the catalogue's public reads: dropped by the writes it shows.
    renderPage: async (requestUrl, path, template, draw) => {
      const origin = app.publicOrigin;
      const rendered = serverRenderer?.isServerRendered(path) ?? false;
      // The query matters only to pages drawn on the server (a product list's filters).
      const url = rendered ? requestUrl : path;
      const { settings } = await readCompany();
      const meta = await resolvePageMeta(readPublic, path, origin, {
        name: settings.tradeName,
        ivaRate: settings.ivaRate,
      });
      const shell = withSiteDefaults(template, {
        name: settings.tradeName,
        tagline: settings.tagline,
        description: settings.description,
      });
      const withMeta = meta ? renderIndexHtml(shell, meta, origin) : shell;
      const page = rendered && draw ? await serverRenderer!.render(withMeta, url, origin) : null;
      return (
        page ?? {
          html: serverRenderer?.withPageScripts(withMeta, path) ?? withMeta,
          status: 200,
          // A page the renderer was too busy to draw is not cached (one it had no time to draw
          // again after a write is, briefly).
          keep: !rendered || !draw,
        }
      );
    },
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's public origin, `https://tienda.example.ec`: PUBLIC_URL, or this server's address. */
    publicOrigin: string;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
