// `npm run sandbox`: the local commerce API. `npm run sandbox:reset`: delete and re-seed its database.
// Settings: SANDBOX_PORT (4322), SANDBOX_DB (.data/sandbox.sqlite), SANDBOX_SIZE (default|bench),
// SANDBOX_PRODUCTS / SANDBOX_CATEGORIES (override counts). Flags: --port N, --size NAME, --reset,
// --reset-only.
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH, prepareDatabase, startSandbox } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    size: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
  },
});
const size = values.size ?? process.env.SANDBOX_SIZE ?? 'default';
if (size !== 'default' && size !== 'bench') {
  console.error(`Unknown size "${size}": use default or bench.`);
  process.exit(2);
}
const count = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const options = {
  port: Number(values.port ?? process.env.SANDBOX_PORT ?? 4322),
  dbPath: process.env.SANDBOX_DB ?? DEFAULT_DB_PATH,
  size: size as 'default' | 'bench',
  products: count('SANDBOX_PRODUCTS'),
  categories: count('SANDBOX_CATEGORIES'),
};

if (values['reset-only']) {
  const { db, seeded } = prepareDatabase({ ...options, reset: true });
  db.close();
  console.log(`sandbox database ${options.dbPath} re-seeded: ${seeded?.products} products, ${seeded?.categories} categories in ${seeded?.ms} ms`);
} else {
  const sandbox = await startSandbox({ ...options, reset: values.reset });
  console.log(`sandbox API listening on http://127.0.0.1:${sandbox.port}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
