import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { fail, type Sandbox } from './context.ts';
import { faultMiddleware, faultRoutes } from './faults.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { imageRoutes } from './routes/images.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { searchRoutes } from './routes/search.ts';
import { csrfGuard, sessionRoutes } from './routes/session.ts';

/** Origins a browser may call from with credentials: any loopback shop, plus SANDBOX_ALLOWED_ORIGINS. */
function allowedOrigin(origin: string): string | null {
  const extra = (process.env.SANDBOX_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (/^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/.test(origin) || extra.includes(origin)) return origin;
  return null;
}

/** The sandbox's HTTP application: CORS, faults, CSRF, then the contract's routes. */
export function createApp(sandbox: Sandbox, imageCacheDir: string): Hono {
  const app = new Hono();
  app.use('*', cors({
    origin: (origin) => allowedOrigin(origin),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-XSRF-TOKEN', 'Accept', 'X-Requested-With'],
    maxAge: 600,
  }));
  faultRoutes(app, sandbox.faults);
  app.get('/__sandbox/health', (c) => {
    const count = (table: string) => (sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    return c.json({ ok: true, products: count('products'), categories: count('categories') });
  });
  app.use('*', faultMiddleware(sandbox.faults));
  app.use('*', csrfGuard(sandbox));
  sessionRoutes(app, sandbox);
  catalogRoutes(app, sandbox);
  searchRoutes(app, sandbox);
  ratingRoutes(app, sandbox);
  imageRoutes(app, imageCacheDir);
  app.notFound((c) => fail(c, 404, 'Ruta no encontrada'));
  app.onError((error, c) => {
    console.error(error);
    return fail(c, 500, 'Error interno del sandbox.');
  });
  return app;
}
