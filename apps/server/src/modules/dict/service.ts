import type {
  Dict,
  DictCreate,
  DictDetail,
  DictDetailCreate,
  DictDetailQuery,
  DictDetailUpdate,
  DictQuery,
  DictUpdate,
  Page,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import { guardConstraints } from '../../lib/db-errors';
import { notFound } from '../../lib/http-error';
import * as repo from './repository';
import { msg } from '../../lib/messages';

export const DICT_MESSAGES = {
  noSuchDict: (ids: number[]) => msg('dict.notFound', { ids: ids.join(', ') }),
  noSuchDictForDetail: (id: number) => msg('dict.notFoundForDetail', { id }),
  noSuchDetail: (id: number) => msg('dict.detailNotFound', { id }),
  nameTaken: (name: string) => msg('dict.nameTaken', { name }),
  valueTaken: (value: string) => msg('dict.valueTaken', { value }),
} as const;

type DictRow = Awaited<ReturnType<typeof repo.findAllDicts>>[number];

const toDict = (row: DictRow): Dict => ({ ...row, createTime: row.createTime.toISOString() });

/** Dictionaries are shared by every factory: any member reads them, the platform operators maintain them. */
export function createDictService({ db }: { db: Db }) {
  function detailPage(query: DictDetailQuery): Promise<Page<DictDetail>> {
    return repo.findDetailPage(db, query.dictName, query.page, query.size);
  }

  async function list(query: DictQuery): Promise<Page<Dict>> {
    const page = await repo.findDictPage(db, query.blurry, query);
    return { content: page.content.map(toDict), totalElements: page.totalElements };
  }

  async function all(): Promise<Dict[]> {
    return (await repo.findAllDicts(db)).map(toDict);
  }

  async function create(dict: DictCreate): Promise<Dict> {
    return toDict(
      await guardConstraints(repo.insertDict(db, dict), { duplicate: DICT_MESSAGES.nameTaken(dict.name) }),
    );
  }

  async function update({ id, ...dict }: DictUpdate): Promise<void> {
    const found = await guardConstraints(repo.updateDict(db, id, dict), {
      duplicate: DICT_MESSAGES.nameTaken(dict.name),
    });
    if (!found) throw notFound(DICT_MESSAGES.noSuchDict([id]));
  }

  /** Deletes the dictionaries with their entries, all or nothing: an unknown id deletes none. */
  async function remove(ids: number[]): Promise<void> {
    const wanted = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const deleted = new Set(await repo.deleteDicts(tx, wanted));
      const missing = wanted.filter((id) => !deleted.has(id));
      if (missing.length > 0) throw notFound(DICT_MESSAGES.noSuchDict(missing));
    });
  }

  async function createDetail({ dict, ...detail }: DictDetailCreate): Promise<DictDetail> {
    // The foreign key decides whether the dictionary exists, also when it is being deleted meanwhile.
    return guardConstraints(repo.insertDetail(db, dict.id, detail), {
      duplicate: DICT_MESSAGES.valueTaken(detail.value),
      missingReference: DICT_MESSAGES.noSuchDictForDetail(dict.id),
    });
  }

  async function updateDetail({ id, ...detail }: DictDetailUpdate): Promise<void> {
    const found = await guardConstraints(repo.updateDetail(db, id, detail), {
      duplicate: DICT_MESSAGES.valueTaken(detail.value),
    });
    if (!found) throw notFound(DICT_MESSAGES.noSuchDetail(id));
  }

  async function removeDetail(id: number): Promise<void> {
    if (!(await repo.deleteDetail(db, id))) throw notFound(DICT_MESSAGES.noSuchDetail(id));
  }

  return { detailPage, list, all, create, update, remove, createDetail, updateDetail, removeDetail };
}

export type DictService = ReturnType<typeof createDictService>;
