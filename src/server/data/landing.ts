import type { Category } from '@shop/contract/catalogue';
import { categoryTreeForBuild, flattenTree } from './build-data';

/** A category of the build's tree by id; a missing one fails the build, as a missing page would. */
export async function categoryForBuild(id: number): Promise<Category> {
  const category = flattenTree(await categoryTreeForBuild()).find((entry) => entry.id === id);
  if (!category) throw new Error(`The category tree has no category ${id}: cannot build its page.`);
  return category;
}
