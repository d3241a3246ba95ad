import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type MemberFilter, memberFilter } from '../people';

// Workers' questions about their pay, with their names and departments and who answered (docs/design.md §11).

export type DisputeRow = {
  id: number;
  workerId: number;
  workerName: string;
  jobNumber: string | null;
  deptName: string | null;
  workDate: string;
  styleNo: string | null;
  processName: string | null;
  rate: string | null;
  message: string;
  status: 'open' | 'answered';
  answer: string | null;
  answeredByName: string | null;
  answeredAt: Date | null;
  workerSeenAt: Date | null;
  createTime: Date;
};

/** A page of the questions of a filter (open first, then newest), and how many there are. */
export async function findDisputes(
  db: DbOrTx,
  factoryId: number,
  filter: MemberFilter & { status?: 'open' | 'answered' },
  page: { page: number; size: number },
): Promise<{ rows: DisputeRow[]; total: number }> {
  const rows = await queryRows<{
    id: number | string;
    worker_id: number | string;
    worker_name: string;
    job_number: string | null;
    dept_name: string | null;
    work_date: string;
    style_no: string | null;
    process_name: string | null;
    rate: string | null;
    message: string;
    status: 'open' | 'answered';
    answer: string | null;
    answered_by_name: string | null;
    answered_at: Date | string | null;
    worker_seen_at: Date | string | null;
    create_time: Date | string;
    total: number | string;
  }>(
    db,
    sql`select w.id, w.worker_id, coalesce(m.invited_name, u.name) as worker_name, m.job_number,
          d.name as dept_name, w.work_date::text as work_date, w.style_no, w.process_name, w.rate, w.message,
          w.status, w.answer,
          (select coalesce(am.invited_name, au.name) from members am join users au on au.id = am.user_id
            where am.factory_id = w.factory_id and am.id = w.answered_by) as answered_by_name,
          w.answered_at, w.worker_seen_at, w.create_time, count(*) over () as total
        from wage_disputes w
        join members m on m.factory_id = w.factory_id and m.id = w.worker_id
        join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        where w.factory_id = ${factoryId} and ${memberFilter(factoryId, sql`w.worker_id`, filter)}
          ${filter.status ? sql`and w.status = ${filter.status}` : sql``}
        order by w.status = 'answered', w.id desc
        limit ${page.size} offset ${page.page * page.size}`,
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      workerId: Number(r.worker_id),
      workerName: r.worker_name,
      jobNumber: r.job_number,
      deptName: r.dept_name,
      workDate: r.work_date,
      styleNo: r.style_no,
      processName: r.process_name,
      rate: r.rate,
      message: r.message,
      status: r.status,
      answer: r.answer,
      answeredByName: r.answered_by_name,
      answeredAt: date(r.answered_at),
      workerSeenAt: date(r.worker_seen_at),
      createTime: new Date(r.create_time),
    })),
  };
}
