/**
 * THE rule of who may read a guide (report). One function, so that sharing with connections can grow it
 * in one place: today only the owner may read a guide, and only one they purchased.
 * (Connections: add a `sharedWithViewer` fact to ReportOwner and allow `viewer.id !== owner.id` when the
 * owner purchased the guide and shares it with the viewer.)
 */
export interface ReportViewer {
  id: number;
}

export interface ReportOwner {
  id: number;
  /** The reportIds of the guides the owner purchased. */
  purchasedReportIds: ReadonlySet<number>;
}

export interface ReportRef {
  reportId: number;
}

export function canReadReport(viewer: ReportViewer, owner: ReportOwner, report: ReportRef): boolean {
  return viewer.id === owner.id && owner.purchasedReportIds.has(report.reportId);
}
