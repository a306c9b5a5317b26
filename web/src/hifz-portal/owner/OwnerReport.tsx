import type { UseQueryResult } from '@tanstack/react-query';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OwnerReportRow } from '@masjid/domain/hifz';
import { ParentLinkShare, useLinkInLanguage } from '../students/ParentLinkShare.tsx';
import { TeacherName } from './OwnerMonthReport.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';

/**
 * The teachers-and-students report's states: 'Loading report…' while the first answer is awaited,
 * 'Failed to load report' on failure, then the table.
 */
export function OwnerReportView({ report }: { report: UseQueryResult<OwnerReportRow[]> }) {
  const { t } = useTranslation('hifz');
  return (
    <>
      {report.isFetching && !report.data ? <p role="status">{t('hifz.report.loading')}</p> : null}
      {report.isError ? (
        <p className="form-error" role="alert">
          {t('hifz.report.failed')}
        </p>
      ) : null}
      {report.data ? <OwnerReportTable rows={report.data} /> : null}
    </>
  );
}

/**
 * Teachers, their students and each parent's link with Copy link, Share on WhatsApp and the
 * printable QR card (the student's profile). One group of rows per teacher; on a phone each
 * student is a card with its labels, so the long links never push the page sideways.
 */
export function OwnerReportTable({ rows }: { rows: OwnerReportRow[] }) {
  const { t } = useTranslation('hifz');
  const labels = { student: t('hifz.report.student'), link: t('hifz.report.parentLink') };
  const inLanguage = useLinkInLanguage();
  return (
    <table className="hifz-table card-table owner-report">
      <thead>
        <tr>
          <th scope="col">{labels.student}</th>
          <th scope="col">{labels.link}</th>
        </tr>
      </thead>
      {rows.map((row) => (
        <tbody key={row.teacherId || 'none'} data-teacher-id={row.teacherId}>
          <tr className="group-row">
            <th scope="rowgroup" colSpan={2}>
              <TeacherName row={row} />
            </th>
          </tr>
          {row.students.length === 0 ? (
            <tr>
              <td colSpan={2} className="muted">
                {t('hifz.report.noStudents')}
              </td>
            </tr>
          ) : null}
          {row.students.map((student) => (
            <tr key={student.id} data-student-id={student.id}>
              <td data-label={labels.student}>
                <TypedText text={student.name} />
                <span className="muted email" dir="ltr">
                  {student.email}
                </span>
              </td>
              <td data-label={labels.link} className="report-link">
                {student.deepLink ? (
                  <>
                    <a href={inLanguage(student.deepLink)} dir="ltr">
                      {inLanguage(student.deepLink)}
                    </a>
                    <div className="no-print">
                      <ParentLinkShare
                        link={inLanguage(student.deepLink)}
                        name={student.name}
                        named
                      />
                      <Link
                        to="/student-profile"
                        state={{
                          student: { id: student.id, name: student.name, email: student.email },
                        }}
                      >
                        {t('hifz.report.card')}
                        <ForTyped text={student.name} />
                      </Link>
                    </div>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
