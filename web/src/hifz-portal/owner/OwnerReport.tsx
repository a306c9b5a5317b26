import type { UseQueryResult } from '@tanstack/react-query';
import type { OwnerReportRow } from '@masjid/domain/hifz';

/**
 * The owner report's states: 'Loading report…' while the first answer is awaited, 'Failed to load
 * report' on failure, then the table.
 */
export function OwnerReportView({ report }: { report: UseQueryResult<OwnerReportRow[]> }) {
  return (
    <>
      {report.isFetching && !report.data ? <p role="status">Loading report…</p> : null}
      {report.isError ? (
        <p className="form-error" role="alert">
          Failed to load report
        </p>
      ) : null}
      {report.data ? <OwnerReportTable rows={report.data} /> : null}
    </>
  );
}

/** The owner report as a table: teachers, their students, each link. */
export function OwnerReportTable({ rows }: { rows: OwnerReportRow[] }) {
  return (
    <div className="hifz-table-wrap">
      <table className="hifz-table owner-report">
        <thead>
          <tr>
            <th scope="col">Teacher</th>
            <th scope="col">Student</th>
            <th scope="col">Parent link</th>
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) =>
            (row.students.length ? row.students : [null]).map((student, i) => (
              <tr key={`${row.teacherId}-${student?.id ?? 'none'}`}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={Math.max(1, row.students.length)}>
                    {row.teacherName}
                    <br />
                    <span className="muted">{row.teacherEmail}</span>
                  </th>
                ) : null}
                <td>
                  {student ? (
                    <>
                      {student.name}
                      <br />
                      <span className="muted">{student.email}</span>
                    </>
                  ) : (
                    <span className="muted">No students yet</span>
                  )}
                </td>
                <td className="report-link">
                  {student?.deepLink ? <a href={student.deepLink}>{student.deepLink}</a> : null}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
