import type { MiddlewareHandler } from 'astro';
import { errorLogLine } from './access-log';
import { currentRequest } from './request-context';

/**
 * Names the route that answers (for the log line and the metrics' `route` label: `/[slug]`, not
 * every product's address) and logs an error a page throws, with its stack, before Astro turns it
 * into the error page.
 */
export const routeRecorder: MiddlewareHandler = async (context, next) => {
  const request = currentRequest();
  if (request) request.route = context.routePattern;
  try {
    return await next();
  } catch (error) {
    process.stderr.write(`${errorLogLine(error, request?.id, context.url.pathname)}\n`);
    throw error;
  }
};
