import { CASE_CLASS_TAG_CODE } from '../constants';
import { href } from './routes';

/**
 * The one link builder of a news item (issue 31 item 1): a case (a news item of the case class tag or of one of its
 * child class tags, M05) has one URL, `/case/{id}`; every other item is `/news/{id}`, which answers a case with a
 * 308 to its case URL. Decided by the item's class, never by the list it is shown in.
 */
export interface ClassTag {
  id: number;
  code: string | null;
  parentId: number | null;
}

/** The ids of the case class tag and its child class tags among the news class tags (type 2); empty without cases. */
export function caseClassIds(classTags: readonly ClassTag[]): ReadonlySet<number> {
  const root = classTags.find((t) => t.code === CASE_CLASS_TAG_CODE && t.parentId === null);
  return new Set(root ? [root.id, ...classTags.filter((t) => t.parentId === root.id).map((t) => t.id)] : []);
}

export function isCase(item: { classTagId: number | null }, cases: ReadonlySet<number>): boolean {
  return item.classTagId !== null && cases.has(item.classTagId);
}

/** `/case/{id}` for a case, `/news/{id}` for any other news item. */
export function articleHref(item: { id: number; classTagId: number | null }, cases: ReadonlySet<number>): string {
  return isCase(item, cases) ? href('/case/:id', { id: item.id }) : href('/news/:id', { id: item.id });
}
