CREATE TABLE "wage_settlement_workers" (
	"factory_id" bigint NOT NULL,
	"settlement_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	CONSTRAINT "wage_settlement_workers_factory_id_settlement_id_worker_id_pk" PRIMARY KEY("factory_id","settlement_id","worker_id")
);
--> statement-breakpoint
ALTER TABLE "wage_settlement_workers" ADD CONSTRAINT "wage_settlement_workers_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlement_workers" ADD CONSTRAINT "wage_settlement_workers_factory_id_settlement_id_wage_settlements_factory_id_id_fk" FOREIGN KEY ("factory_id","settlement_id") REFERENCES "public"."wage_settlements"("factory_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settlement_workers" ADD CONSTRAINT "wage_settlement_workers_factory_id_worker_id_members_factory_id_id_fk" FOREIGN KEY ("factory_id","worker_id") REFERENCES "public"."members"("factory_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The people a department's settlement covered were, until now, told apart by their department of the day
-- (so someone who joined a settled department found its period closed without being paid in it). For the
-- settlements already made: the people each paid, and the department's people of today who have nothing
-- unpaid in its period (no valid unsettled scan on its days, no unsettled adjustment in its months). Someone
-- who has is one it did not pay, who joined later: their period stays open, for the next settlement to pay.
INSERT INTO "wage_settlement_workers" ("factory_id", "settlement_id", "worker_id")
  SELECT l.factory_id, l.settlement_id, l.worker_id FROM wage_settlement_lines l
    JOIN wage_settlements ws ON ws.factory_id = l.factory_id AND ws.id = l.settlement_id
    WHERE ws.dept_id IS NOT NULL
  UNION
  SELECT ws.factory_id, ws.id, m.id FROM wage_settlements ws
    JOIN members m ON m.factory_id = ws.factory_id AND m.dept_id = ws.dept_id
    WHERE NOT EXISTS (SELECT 1 FROM scans s
        WHERE s.factory_id = ws.factory_id AND s.worker_id = m.id AND s.status = 'valid'
          AND s.settlement_id IS NULL AND s.work_date BETWEEN ws.period_from AND ws.period_to)
      AND NOT EXISTS (SELECT 1 FROM wage_adjustments a
        WHERE a.factory_id = ws.factory_id AND a.worker_id = m.id AND a.settlement_id IS NULL
          AND a.month BETWEEN ws.period_from AND ws.period_to);
--> statement-breakpoint
-- Whether a wage settlement has paid a worker's work day (docs/architecture.md, "Where each rule lives"): a
-- factory's settlement covers everyone, a department's the people it was made for (wage_settlement_workers),
-- wherever they work now. The scan guard refuses a scan on such a day (GBS03); the wages module refuses an
-- adjustment in such a month (it asks about the month's first day).
CREATE OR REPLACE FUNCTION "wage_day_settled"(p_factory_id bigint, p_worker_id bigint, p_day date)
  RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM wage_settlements ws
    WHERE ws.factory_id = p_factory_id AND p_day BETWEEN ws.period_from AND ws.period_to
      AND (ws.dept_id IS NULL
        OR EXISTS (SELECT 1 FROM wage_settlement_workers w
          WHERE w.factory_id = ws.factory_id AND w.settlement_id = ws.id AND w.worker_id = p_worker_id)));
END $$;
