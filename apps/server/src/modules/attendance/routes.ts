import {
  attendanceInputSchema,
  attendanceQuerySchema,
  attendanceRowSchema,
  clockInputSchema,
  efficiencyAnswerSchema,
  efficiencyQuerySchema,
  myAttendanceSchema,
  myEfficiencyQuerySchema,
  pageSchema,
} from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requirePermission } from '../../lib/auth-context';
import type { AttendanceService } from './service';

/**
 * Attendance (`/work/attendance`, and the clock on `/scan`) and efficiency (`/work/efficiency`): reading the
 * roster needs attendance:list, correcting it attendance:edit, efficiency efficiency:list; a member clocks
 * themselves in and out.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ service: AttendanceService }> = async (
  app,
  { service },
) => {
  const tags = ['attendance'];

  app.get(
    '/api/attendance',
    {
      preHandler: requirePermission('attendance:list'),
      schema: {
        tags,
        summary: 'Each person’s attendance per day of a period (at most 31 days), newest day first',
        querystring: attendanceQuerySchema,
        response: { 200: pageSchema(attendanceRowSchema) },
      },
    },
    (request) => service.roster(authOf(request), request.query),
  );

  app.put(
    '/api/attendance',
    {
      preHandler: requirePermission('attendance:edit'),
      config: { audit: 'Edit attendance' },
      schema: {
        tags,
        summary: 'Set a worker’s day: clock-in and clock-out, or minutes (which win); all empty clears it',
        body: attendanceInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.save(authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/attendance/me',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in worker’s attendance today',
        response: { 200: myAttendanceSchema },
      },
    },
    (request) => service.mine(authOf(request)),
  );

  app.post(
    '/api/attendance/clock',
    {
      config: { signedIn: true, audit: 'Clock in or out' },
      schema: {
        tags,
        summary: 'Clock the signed-in worker in or out now (the factory’s clock)',
        body: clockInputSchema,
        response: { 200: myAttendanceSchema },
      },
    },
    (request) => service.clock(authOf(request), request.body),
  );

  app.get(
    '/api/efficiency',
    {
      preHandler: requirePermission('efficiency:list'),
      schema: {
        tags,
        summary: 'Standard minutes earned over minutes attended, per worker, line, day, week or hour',
        querystring: efficiencyQuerySchema,
        response: { 200: efficiencyAnswerSchema },
      },
    },
    (request) => service.efficiency(authOf(request), request.query),
  );

  app.get(
    '/api/efficiency/me',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The signed-in worker’s own efficiency per day of a period',
        querystring: myEfficiencyQuerySchema,
        response: { 200: efficiencyAnswerSchema },
      },
    },
    (request) => service.myEfficiency(authOf(request), request.query),
  );
};
