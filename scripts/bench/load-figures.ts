import { type EnduranceResult, measureEndurance } from './endurance.ts';
import { type LoadResult, measureLoad } from './load.ts';

/** The load part of the bench (issue 6): throughput ratio and a long run under many shoppers. */
export interface LoadFigures {
  productLoad: LoadResult;
  categoryLoad: LoadResult;
  loadSeconds: number;
  loadConnections: number;
  endurance: EnduranceResult;
}

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const LOAD_CONNECTIONS = 20;
/** Issue 6: 60 s at 100 connections on a product page, 0 errors, memory growth < 10 %. */
const ENDURANCE_SECONDS = Number(process.env.BENCH_ENDURANCE_SECONDS ?? 60);
const ENDURANCE_CONNECTIONS = 100;
const ENDURANCE_WARMUP_SECONDS = 15;

/**
 * Requests/s of the on-demand product page against the static category page of the same server,
 * back to back (shared CPUs make absolute figures noisy; the ratio less so), then the long run.
 */
export async function measureLoadFigures(
  urls: { product: string; category: string },
  shopPid: number,
): Promise<LoadFigures> {
  const productLoad = await measureLoad(urls.product, LOAD_CONNECTIONS, LOAD_SECONDS);
  const categoryLoad = await measureLoad(urls.category, LOAD_CONNECTIONS, LOAD_SECONDS);
  const endurance = await measureEndurance(urls.product, shopPid, {
    connections: ENDURANCE_CONNECTIONS,
    seconds: ENDURANCE_SECONDS,
    warmupSeconds: ENDURANCE_WARMUP_SECONDS,
  });
  return {
    productLoad,
    categoryLoad,
    loadSeconds: LOAD_SECONDS,
    loadConnections: LOAD_CONNECTIONS,
    endurance,
  };
}
