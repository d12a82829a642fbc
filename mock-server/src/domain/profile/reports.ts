import { REPORT_TYPES, type PlayerProfile, type ReportType } from './state.ts';

/** Reports and notices the player must acknowledge (SPEC §7 updateReportStatus, checkReportStatus). */

/** The first acknowledgement is the one kept: it is the record that the player saw it. */
export function acknowledgeReport(profile: PlayerProfile, reportType: ReportType, now: number): number {
  return (profile.acknowledgedReports[reportType] ??= now);
}

export const pendingReports = (profile: PlayerProfile): ReportType[] => REPORT_TYPES.filter((type) => profile.acknowledgedReports[type] === undefined);
