// `npm run bench:search`: only the sandbox search figures of `npm run bench` (issues 3 and 15):
// latency at 100,000 products and the ranking's precision at 5 on the fixed queries, printed,
// README untouched.
import { renderSearch } from './report.ts';
import { measureSearch } from './search.ts';

console.log('Seeding 100,000 products, then timing and scoring the search…');
console.log(`\n${renderSearch(await measureSearch()).join('\n')}`);
