/** The attendance module's public face: attendance records, clocking, and efficiency from standard minutes. */
export { attendanceRoutes } from './routes';
export { ATTENDANCE_MESSAGES, type AttendanceService, createAttendanceService } from './service';
export { linePlan } from './line-plan';
