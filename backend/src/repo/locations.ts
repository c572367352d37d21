/**
 * Region tree: China root 100000 → provinces → cities, then overseas countries.
 */
import type { Location } from '@/lib/contract/basic';
import { CHINA_ROOT_ID } from '@/lib/constants';
import type { Db } from '../db/connection';
import { all, get } from '../db/sql';

interface LocationRow {
  id: number;
  name: string;
  en_name: string | null;
  parent_id: number;
  is_overseas: number;
}

async function rows(db: Db): Promise<LocationRow[]> {
  return await all<LocationRow>(db, 'SELECT id, name, en_name, parent_id, is_overseas FROM locations ORDER BY sort, id');
}

function nodeOf(row: LocationRow): Location {
  return { id: row.id, name: row.name, enName: row.en_name };
}

function treeFrom(list: LocationRow[], root: LocationRow): Location {
  const children = new Map<number, LocationRow[]>();
  for (const row of list) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const build = (row: LocationRow): Location => {
    const kids = children.get(row.id) ?? [];
    return kids.length > 0 ? { ...nodeOf(row), subLocations: kids.map(build) } : nodeOf(row);
  };
  return build(root);
}

/** `[China tree, ...overseas countries]`. */
export async function locationTree(db: Db): Promise<Location[]> {
  const list = await rows(db);
  const china = list.find((r) => r.id === CHINA_ROOT_ID);
  const overseas = list.filter((r) => r.is_overseas === 1 && r.parent_id === 0).map(nodeOf);
  return china ? [treeFrom(list, china), ...overseas] : overseas;
}

export async function overseasLocations(db: Db): Promise<Location[]> {
  return (await all<LocationRow>(db, 'SELECT id, name, en_name, parent_id, is_overseas FROM locations WHERE is_overseas = 1 AND parent_id = 0 ORDER BY sort, id')).map(nodeOf);
}

/** Direct children of a region, or null when the region does not exist. */
export async function locationChildren(db: Db, id: number): Promise<Location[] | null> {
  if (!await get(db, 'SELECT 1 FROM locations WHERE id = ?', id)) return null;
  return (await all<LocationRow>(db, 'SELECT id, name, en_name, parent_id, is_overseas FROM locations WHERE parent_id = ? ORDER BY sort, id', id)).map(nodeOf);
}
